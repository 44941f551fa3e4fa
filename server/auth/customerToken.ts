import { issueToken, verifyToken, type TokenCheck, type TokenKind } from './signedToken.ts';

/**
 * A signed-in customer's session: `c1.<customer id>.<expires>.<signature>` (signedToken.ts), signed
 * with the same secret as guest tokens but of its own kind, so neither is ever taken for the other.
 * It lasts a working day; the profile page keeps it for the tab only (sessionStorage).
 */
export const CUSTOMER_TOKEN_TTL_MS = 8 * 60 * 60_000;

export const CUSTOMER_TOKEN: TokenKind = { prefix: 'c1', idPattern: /^[\w-]{1,64}$/ };

export const issueCustomerToken = (secret: Buffer, customerId: string, now: Date, ttlMs = CUSTOMER_TOKEN_TTL_MS) =>
  issueToken(secret, CUSTOMER_TOKEN, customerId, now, ttlMs);

export const verifyCustomerToken = (secret: Buffer, token: string, now: Date): TokenCheck => verifyToken(secret, CUSTOMER_TOKEN, token, now);
