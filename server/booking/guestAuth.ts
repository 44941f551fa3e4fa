import type { Context, MiddlewareHandler } from 'hono';
import { verifyGuestToken } from '../auth/guestToken.ts';
import { bearerOf } from '../auth/signedToken.ts';
import { unauthorized } from './errors.ts';

/**
 * Lets a booking call through only with a valid, unexpired guest token (Authorization: Bearer),
 * before its body is even read, and remembers whose it is for the handler.
 */
export function requireGuest(secret: () => Promise<Buffer>, now: () => Date): MiddlewareHandler {
  return async (c, next) => {
    const token = bearerOf(c.req.header('authorization'));
    if (!token)
      throw unauthorized(
        'This booking call needs the booking token (Authorization: Bearer <token> from web/session). Please start your booking again.',
      );
    const check = verifyGuestToken(await secret(), token, now());
    if (!check.ok) {
      throw unauthorized(
        check.reason === 'expired'
          ? 'Your booking session has expired. Please start your booking again.'
          : 'Your booking token is not valid. Please start your booking again.',
      );
    }
    c.set('guestId', check.id);
    await next();
  };
}

/** The id of the guest token the request came with (set by requireGuest). */
export const guestOf = (c: Context): string => c.get('guestId') as string;
