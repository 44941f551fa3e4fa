import type { Popup } from '../../lib/api/content.ts';
import type { Theatre } from '../../lib/api/theatres.ts';

/**
 * Pure decisions of the home page, made at build time from the API's data (no I/O here, so each
 * is unit-tested on its own: tests/unit/home-rules.test.ts).
 */

/** The red LAST MINUTE OFFER bar's text: the popup title when modalEnabled is on, else no bar. */
export function offerBarTitle(popup: Popup | null | undefined): string | null {
  if (!popup?.modalEnabled) return null;
  const title = popup.title.trim();
  return title === '' ? null : title;
}

/** The one-time image popup's image when popupBoolean is on, else no popup at all. */
export function oneTimePopupImage(popup: Popup | null | undefined): string | null {
  if (!popup?.popupBoolean) return null;
  const image = popup.image.trim();
  return image === '' ? null : image;
}

/** YouTube ids are 11 characters of [A-Za-z0-9_-]. */
const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * The video id of a YouTube address (watch?v=, youtu.be/, /embed/, /shorts/, /live/), or null
 * when the address is not a YouTube video: the page then offers no player for it.
 */
export function youtubeId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1] ?? null;
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, rest] = url.pathname.split('/');
    if (kind === 'watch') id = url.searchParams.get('v');
    else if (kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v') id = rest ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The privacy-enhanced player that replaces a video's poster once it is tapped. */
export const youtubeEmbedUrl = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;

export interface TheatreVideo {
  theatreId: string;
  name: string;
  videoId: string;
  /** The theatre's first photo, shown until the video is played. */
  poster: string | null;
}

/**
 * The 'Our Theatres' selector: the first `count` theatres whose `video` (or, failing that, `link`)
 * is a YouTube video, in the API's order. A theatre without a playable video is skipped rather
 * than shown as a player that cannot play.
 */
export function theatreVideos(theatres: readonly Theatre[], count = 5): TheatreVideo[] {
  const videos: TheatreVideo[] = [];
  for (const theatre of theatres) {
    if (videos.length === count) break;
    const videoId = youtubeId(theatre.video) ?? youtubeId(theatre.link);
    if (!videoId) continue;
    videos.push({ theatreId: theatre._id, name: theatre.name, videoId, poster: theatre.image[0] ?? null });
  }
  return videos;
}

/** '@handle' of an Instagram profile address, or null when the address names no profile. */
export function instagramHandle(address: string): string | null {
  try {
    const url = new URL(address.trim());
    if (!/(^|\.)instagram\.com$/.test(url.hostname)) return null;
    const handle = url.pathname.split('/').find((part) => part !== '');
    return handle ? `@${handle}` : null;
  } catch {
    return null;
  }
}

/** A star rating as words, for those who cannot see the stars: 'Rated 4 out of 5'. */
export const ratingLabel = (rating: number): string => `Rated ${rating} out of 5`;
