import type { Popup } from '../../lib/api/content.ts';
import type { Theatre } from '../../lib/api/theatres.ts';
import { youtubeId } from '../../lib/site/youtube.ts';

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
