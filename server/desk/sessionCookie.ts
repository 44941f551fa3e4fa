import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_MAX_MS } from './sessionRules.ts';
import { isSessionSecret } from './sessionToken.ts';

/**
 * The desk's session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page
 * sends it), Path=/, and on an HTTPS site Secure with the __Host- prefix (so it cannot be set by a
 * subdomain or over plain HTTP). It lasts no longer than a session can.
 */
const NAME = 'desk_session';

const options = (secure: boolean) =>
  secure
    ? ({ httpOnly: true, sameSite: 'Strict', path: '/', secure: true, prefix: 'host' } as const)
    : ({ httpOnly: true, sameSite: 'Strict', path: '/' } as const);

/** The cookie's name as the browser sends it. */
export const sessionCookieName = (secure: boolean): string => (secure ? `__Host-${NAME}` : NAME);

export function setSessionCookie(c: Context, secret: string, secure: boolean): void {
  setCookie(c, NAME, secret, { ...options(secure), maxAge: SESSION_MAX_MS / 1000 });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, NAME, options(secure));
}

/** The secret the request's cookie carries, when it has the form of one. */
export function sessionSecretOf(c: Context, secure: boolean): string | undefined {
  const value = secure ? getCookie(c, NAME, 'host') : getCookie(c, NAME);
  return isSessionSecret(value) ? value : undefined;
}

/** Whether the request carries the cookie at all (a malformed one is cleared like an ended one). */
export const hasSessionCookie = (c: Context, secure: boolean): boolean =>
  (c.req.header('cookie') ?? '').includes(`${sessionCookieName(secure)}=`);
