import { randomBytes } from 'node:crypto';
import { issueToken, verifyToken, type TokenKind } from './signedToken.ts';

/**
 * A signed-in customer's session: `c2.<customer id>:<session id>.<expires>.<signature>`
 * (signedToken.ts), signed with the same secret as guest tokens but of its own kind, so neither is
 * ever taken for the other. The session id (128 random bits) is what Logout ends on the server
 * (customerSession.ts); `c1` tokens, which had none, are no longer taken. It lasts a working day;
 * the profile page keeps it for the tab only (sessionStorage).
 */
export const CUSTOMER_TOKEN_TTL_MS = 8 * 60 * 60_000;

export const CUSTOMER_TOKEN: TokenKind = { prefix: 'c2', idPattern: /^[\w-]{1,64}:[\w-]{22}$/ };

export interface CustomerSession {
  customerId: string;
  sessionId: string;
  expiresAt: Date;
}

export type CustomerTokenCheck = ({ ok: true } & CustomerSession) | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function issueCustomerToken(
  secret: Buffer,
  customerId: string,
  now: Date,
  ttlMs = CUSTOMER_TOKEN_TTL_MS,
): { token: string } & CustomerSession {
  const sessionId = randomBytes(16).toString('base64url');
  return { ...issueToken(secret, CUSTOMER_TOKEN, `${customerId}:${sessionId}`, now, ttlMs), customerId, sessionId };
}

/** Whose session the token is, if the server signed it and it has not expired (whether it was ended is customerSession.ts's). */
export function verifyCustomerToken(secret: Buffer, token: string, now: Date): CustomerTokenCheck {
  const check = verifyToken(secret, CUSTOMER_TOKEN, token, now);
  if (!check.ok) return check;
  const [customerId, sessionId] = check.id.split(':');
  return { ok: true, customerId, sessionId, expiresAt: new Date(Number(token.split('.')[2]) * 1000) };
}
