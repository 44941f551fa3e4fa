import { randomBytes } from 'node:crypto';
import { issueToken, verifyToken, type TokenCheck, type TokenKind } from './signedToken.ts';

/**
 * Guest tokens for the booking calls: `v1.<id>.<expires>.<signature>` (signedToken.ts), where id is
 * 128 random bits. The token holds nothing but who it is and until when, and nothing a client can
 * change without the secret; a booking records the id of the token that created it.
 */

/** How long a guest token lasts: a wizard takes minutes, a tab may stay open for the evening. */
export const GUEST_TOKEN_TTL_MS = 12 * 60 * 60_000;

export const GUEST_TOKEN: TokenKind = { prefix: 'v1', idPattern: /^[\w-]{22}$/ };

export type { TokenCheck };

export function issueGuestToken(secret: Buffer, now: Date, ttlMs = GUEST_TOKEN_TTL_MS): { token: string; id: string; expiresAt: Date } {
  const id = randomBytes(16).toString('base64url');
  return { ...issueToken(secret, GUEST_TOKEN, id, now, ttlMs), id };
}

export const verifyGuestToken = (secret: Buffer, token: string, now: Date): TokenCheck => verifyToken(secret, GUEST_TOKEN, token, now);
