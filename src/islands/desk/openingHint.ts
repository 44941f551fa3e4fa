/**
 * Whether this browser had the desk open, and on which screen: a cookie (Path=/desk, never sent to
 * the API, holding no secret) that the page's first inline script reads to draw the desk's frame in
 * the first paint instead of the sign-in, while the session itself (HttpOnly) is checked. It ends
 * when the session can last no longer, and goes at once on sign-out or when the server says the
 * session ended, so a signed-out browser shows the sign-in from the start.
 */
export const OPENING_COOKIE = 'desk_opening';

/** Screen ids are short words (deskMenu.ts); anything else is not written. */
const SCREEN = /^[a-z]{1,20}$/;

export function rememberOpening(screen: string, endsAt: string): void {
  const seconds = Math.floor((Date.parse(endsAt) - Date.now()) / 1000);
  if (!SCREEN.test(screen) || !(seconds > 0)) return forgetOpening();
  document.cookie = `${OPENING_COOKIE}=${screen}; Path=/desk; Max-Age=${seconds}; SameSite=Strict`;
}

export function forgetOpening(): void {
  document.cookie = `${OPENING_COOKIE}=; Path=/desk; Max-Age=0; SameSite=Strict`;
}
