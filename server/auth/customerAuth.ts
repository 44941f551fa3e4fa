import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from '../http/errors.ts';
import { verifyCustomerToken } from './customerToken.ts';
import { bearerOf } from './signedToken.ts';

/**
 * Lets a profile call through only with a valid, unexpired customer session (Authorization: Bearer),
 * and remembers whose it is: the customer is the token's, never one the request names. A guest
 * booking token is not a session and is refused like any other.
 */
export function requireCustomer(secret: () => Promise<Buffer>, now: () => Date): MiddlewareHandler {
  return async (c, next) => {
    const token = bearerOf(c.req.header('authorization'));
    if (!token) throw new HttpError(401, 'Please sign in to see your profile.');
    const check = verifyCustomerToken(await secret(), token, now());
    if (!check.ok) {
      throw new HttpError(401, check.reason === 'expired' ? 'Your session has expired. Please sign in again.' : 'Your sign-in is not valid. Please sign in again.');
    }
    c.set('customerId', check.id);
    await next();
  };
}

/** The id of the signed-in customer (set by requireCustomer). */
export const customerOf = (c: Context): string => c.get('customerId') as string;
