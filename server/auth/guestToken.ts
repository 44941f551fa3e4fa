import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Guest tokens for the booking calls: `v1.<id>.<expires>.<signature>`, where id is 128 random bits,
 * expires is Unix seconds and the signature is HMAC-SHA256 of the rest with the server's secret. The
 * token holds nothing but who it is and until when, and nothing a client can change without the
 * secret; a booking records the id of the token that created it.
 */

/** How long a guest token lasts: a wizard takes minutes, a tab may stay open for the evening. */
export const GUEST_TOKEN_TTL_MS = 12 * 60 * 60_000;

const VERSION = 'v1';

const sign = (secret: Buffer, payload: string): string => createHmac('sha256', secret).update(payload).digest('base64url');

export function issueGuestToken(secret: Buffer, now: Date, ttlMs = GUEST_TOKEN_TTL_MS): { token: string; id: string; expiresAt: Date } {
  const id = randomBytes(16).toString('base64url');
  const expires = Math.floor((now.getTime() + ttlMs) / 1000);
  const payload = `${VERSION}.${id}.${expires}`;
  return { token: `${payload}.${sign(secret, payload)}`, id, expiresAt: new Date(expires * 1000) };
}

export type TokenCheck = { ok: true; id: string } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyGuestToken(secret: Buffer, token: string, now: Date): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION || !/^[\w-]{22}$/.test(parts[1]) || !/^\d{1,12}$/.test(parts[2])) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(sign(secret, parts.slice(0, 3).join('.')));
  const given = Buffer.from(parts[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  if (Number(parts[2]) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, id: parts[1] };
}
