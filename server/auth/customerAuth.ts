import type { Context, MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { checkCustomerSession, type SessionCheck } from './customerSession.ts';
import { bearerOf } from './signedToken.ts';

export const NOT_SIGNED_IN = 'Please sign in to see your profile.';
export const INVALID_SESSION = 'Your sign-in is not valid. Please sign in again.';

const refusal: Record<Extract<SessionCheck, { ok: false }>['reason'], string> = {
  malformed: INVALID_SESSION,
  signature: INVALID_SESSION,
  expired: 'Your session has expired. Please sign in again.',
  ended: 'You signed out of this session. Please sign in again.',
};

/**
 * Lets a profile call through only with a valid, unexpired customer session that was not signed out
 * (Authorization: Bearer), and remembers whose it is: the customer is the token's, never one the
 * request names. A guest booking token is not a session and is refused like any other.
 */
export function requireCustomer(db: Queryable, secret: () => Promise<Buffer>, now: () => Date): MiddlewareHandler {
  return async (c, next) => {
    const token = bearerOf(c.req.header('authorization'));
    if (!token) throw new HttpError(401, NOT_SIGNED_IN);
    const check = await checkCustomerSession(db, await secret(), token, now());
    if (!check.ok) throw new HttpError(401, refusal[check.reason]);
    c.set('customerId', check.customerId);
    await next();
  };
}

/** The id of the signed-in customer (set by requireCustomer). */
export const customerOf = (c: Context): string => c.get('customerId') as string;
