import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { issueToken, verifyToken, type TokenKind } from '../auth/signedToken.ts';

/**
 * The desk's device cookie (OWASP's 'device cookies' against lockouts): a browser that signed in to
 * an account is given a token naming that login, signed with the server's token key, HttpOnly and
 * long-lived. A sign-in from it is counted against that device alone, never against the account's
 * or the address's failures, so a stranger's wrong guesses cannot lock the account's own devices
 * out; and it waits in the password check's priority line. It proves only that this browser once
 * knew the password: the password is still checked every time.
 *
 * One cookie holds the tokens of the last few logins signed in from the browser (a tablet shared at
 * the front desk), newest first: `d1.<login tag><device id>.<expires>.<signature>` joined by `~`.
 */
const NAME = 'desk_device';
/** The id is the login's tag and the device's id, 22 characters each, run together (a ':' would be escaped in a cookie). */
const KIND: TokenKind = { prefix: 'd1', idPattern: /^[\w-]{44}$/ };
export const DEVICE_TTL_MS = 180 * 24 * 3600_000;
const MAX_LOGINS = 5;
/** A token is about 110 characters; anything much longer is not one of ours, and is not read. */
const MAX_TOKEN_LENGTH = 160;

/** The login as the token names it: a fixed-length digest, so a cookie never spells out an e-mail address. */
const tagOf = (login: string): string => createHash('sha256').update(login).digest('base64url').slice(0, 22);

const options = (secure: boolean) =>
  secure
    ? ({ httpOnly: true, sameSite: 'Strict', path: '/', secure: true, prefix: 'host' } as const)
    : ({ httpOnly: true, sameSite: 'Strict', path: '/' } as const);

interface DeviceToken {
  tag: string;
  deviceId: string;
  token: string;
}

/** The tokens of the request's cookie that the server signed and that have not expired. */
function tokensOf(c: Context, secure: boolean, secret: Buffer, now: Date): DeviceToken[] {
  const value = (secure ? getCookie(c, NAME, 'host') : getCookie(c, NAME)) ?? '';
  return value
    .split('~', MAX_LOGINS)
    .filter((token) => token.length <= MAX_TOKEN_LENGTH)
    .flatMap((token) => {
      const check = verifyToken(secret, KIND, token, now);
      if (!check.ok) return [];
      return [{ tag: check.id.slice(0, 22), deviceId: check.id.slice(22), token }];
    });
}

/** The device's id when the request comes from a browser that signed in to this login before; else undefined. */
export function knownDevice(c: Context, secure: boolean, secret: Buffer, login: string, now: Date): string | undefined {
  const tag = tagOf(login);
  return tokensOf(c, secure, secret, now).find((t) => t.tag === tag)?.deviceId;
}

/**
 * After a sign-in: the browser is known for this login for DEVICE_TTL_MS more, with a new device id
 * (its failures so far are forgotten with the old one), beside the other logins it knew.
 */
export function rememberDevice(c: Context, secure: boolean, secret: Buffer, login: string, now: Date): void {
  const tag = tagOf(login);
  const { token } = issueToken(secret, KIND, `${tag}${randomBytes(16).toString('base64url')}`, now, DEVICE_TTL_MS);
  const others = tokensOf(c, secure, secret, now)
    .filter((t) => t.tag !== tag)
    .map((t) => t.token);
  setCookie(c, NAME, [token, ...others].slice(0, MAX_LOGINS).join('~'), { ...options(secure), maxAge: DEVICE_TTL_MS / 1000 });
}
