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

/**
 * The privacy-enhanced player (the host the CSP allows) that replaces a video's poster once it is
 * tapped; the tap that loads it starts it.
 */
export const youtubeEmbedUrl = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
