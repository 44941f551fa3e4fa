/**
 * An API image's address: the API's '/media/...' paths live on the API's origin; an absolute
 * address stays as it is. `origin` '' leaves the path on the page's own origin.
 */
export function mediaUrlOn(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
