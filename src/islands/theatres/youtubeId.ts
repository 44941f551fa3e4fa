/** The video id of a YouTube watch, short, embed or shorts link; null for anything else. */
export function youtubeId(url: string): string | null {
  const match = /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be)\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)?([\w-]{11})(?:[?&#/]|$)/.exec(url.trim());
  return match ? match[1] : null;
}

/** The privacy-enhanced player the site's CSP allows, started by the click that loads it. */
export const youtubeEmbedUrl = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
