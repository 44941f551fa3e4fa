import { issueToken, verifyToken, type TokenKind } from './signedToken.ts';

/**
 * The link in a reminder e-mail that stops reminders to its address: `u1.<address>.<expires>.<signature>`
 * (signedToken.ts), the address in base64url. Signed, it stops reminders to that address alone:
 * changing the address breaks the signature, and no other kind of token passes for it.
 */

/** A year: a reminder read months later still stops the next one. */
export const EMAIL_STOP_TTL_MS = 365 * 24 * 60 * 60_000;

/** An e-mail address is at most 254 characters: 340 in base64url. */
export const EMAIL_STOP: TokenKind = { prefix: 'u1', idPattern: /^[\w-]{1,340}$/ };

/** Where the stop link opens: outside the API, whose calls take JSON only, since a mail client's one-click stop posts a form. */
export const EMAIL_STOP_PATH = '/messages/stop';

/** Opt-outs are kept and matched in lower case: the same person types their address in more than one way. */
export const optOutAddress = (email: string): string => email.trim().toLowerCase();

export const issueEmailStopToken = (secret: Buffer, email: string, now: Date, ttlMs = EMAIL_STOP_TTL_MS): string =>
  issueToken(secret, EMAIL_STOP, Buffer.from(optOutAddress(email), 'utf8').toString('base64url'), now, ttlMs).token;

export type EmailStopCheck = { ok: true; address: string } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyEmailStopToken(secret: Buffer, token: string, now: Date): EmailStopCheck {
  const check = verifyToken(secret, EMAIL_STOP, token, now);
  return check.ok ? { ok: true, address: Buffer.from(check.id, 'base64url').toString('utf8') } : check;
}

/** Makes the stop link of a reminder e-mail to `email`. */
export type StopLinkMaker = (email: string, now: Date) => Promise<string>;

/** Stop links on the site's public origin, signed with the server's token key. */
export const emailStopLinks =
  (siteOrigin: string, secret: () => Promise<Buffer>): StopLinkMaker =>
  async (email, now) =>
    `${siteOrigin}${EMAIL_STOP_PATH}?t=${issueEmailStopToken(await secret(), email, now)}`;
