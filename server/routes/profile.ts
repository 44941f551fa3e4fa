import type { Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import type { User } from '../../src/lib/api/auth.ts';
import { pointsOf } from '../../src/lib/profile/points.ts';
import { customerOf, INVALID_SESSION, NOT_SIGNED_IN, requireCustomer } from '../auth/customerAuth.ts';
import { issueCustomerToken, verifyCustomerToken } from '../auth/customerToken.ts';
import { passwordPlace, verifyAgainstDummy, verifyPassword } from '../auth/password.ts';
import { countAttempt } from '../auth/signInCount.ts';
import { bearerOf } from '../auth/signedToken.ts';
import { tokenSecretLoader } from '../auth/tokenSecret.ts';
import type { Queryable } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { defineCall } from '../http/defineCall.ts';
import { HttpError } from '../http/errors.ts';
import { toProfileBooking } from '../booking/bookingView.ts';
import { bookingsOfCustomer, friendsWhoBooked, wasReferred, type CustomerBookingRow } from '../repo/customerBookings.ts';
import { customerById, customerByPhone, type Customer } from '../repo/customers.ts';
import { endSession } from '../repo/endedSessions.ts';
import { manageTokensOf } from '../repo/manageTokens.ts';

/** One answer for an unknown phone and a wrong password, so that neither tells which it was. */
export const BAD_CREDENTIALS = 'Invalid phone number or password.';

const userOf = (c: Customer): User => ({ _id: c.id, name: c.name, phone: c.phone, email: c.email });

/**
 * Each confirmed booking's /my-booking token, for its Manage link. The messages about a booking
 * make its token first, so most have one; the others (confirmed before the links existed, say) get
 * theirs here, all in one statement.
 */
async function withManageTokens(db: Queryable, rows: CustomerBookingRow[]): Promise<CustomerBookingRow[]> {
  const missing = rows.filter((r) => r.status === 'booking-confirmed' && !r.manage_token).map((r) => r.id);
  if (missing.length === 0) return rows;
  const made = await manageTokensOf(db, missing);
  return rows.map((r) => (made.has(r.id) ? { ...r, manage_token: made.get(r.id)! } : r));
}

/** The profile's sign-in (admin/login, as the spec names it), the signed-in customer's profile, and Logout. */
export function profileRoutes(app: Hono, deps: Deps): void {
  const { db, now, rateLimiter } = deps;
  const tokenSecret = tokenSecretLoader(db, deps.tokenSecret);

  defineCall(app, calls.login, async ({ phone, password }, c) => {
    // A place in the password check's line first: past its bound the answer is a 429 at once, with
    // no hashing and no database work, however many sign-ins a flood sends.
    const place = passwordPlace('open');
    try {
      // Counted before the password is checked, in the database: racing attempts take the last
      // place one at a time, and a refused attempt costs no hashing.
      const [address] = await countAttempt(rateLimiter, c, [
        { name: 'login', client: rateLimiter.clientOf(c) },
        { name: 'loginPhone', client: phone },
      ]);
      const customer = await customerByPhone(db, phone);
      const ok = customer ? await verifyPassword(password, customer.passwordHash, place) : await verifyAgainstDummy(password, place);
      if (!customer || !ok) throw new HttpError(401, BAD_CREDENTIALS);
      // The owner got in: a success is not held against the address, and the phone's failures are forgotten.
      await address.uncount();
      await rateLimiter.forget('loginPhone', phone);
      const { token, expiresAt } = issueCustomerToken(await tokenSecret(), customer.id, now());
      return { message: 'Login successful.', user: userOf(customer), token, expiresAt: expiresAt.toISOString() };
    } finally {
      place.release();
    }
  });

  app.use(`/${calls.profile.path}`, requireCustomer(db, tokenSecret, now));
  defineCall(app, calls.profile, async (_body, c) => {
    const customer = await customerById(db, customerOf(c));
    if (!customer) throw new HttpError(401, INVALID_SESSION);
    const bookings = await withManageTokens(db, await bookingsOfCustomer(db, customer.id));
    const friends = await friendsWhoBooked(db, customer.id);
    const points = pointsOf({
      confirmedTotalsPaise: bookings.filter((b) => b.status === 'booking-confirmed').map((b) => b.total_price),
      referred: await wasReferred(db, customer),
      friendsWhoBooked: friends,
    });
    return { user: userOf(customer), referralCode: customer.referralCode, points, bookings: bookings.map(toProfileBooking) };
  });

  // Only the server's own signature counts: anyone else's token is a 401 and ends nothing. A session
  // already ended or expired answers as signed out (there is nothing left to end), so a repeated
  // Logout, or one racing another, succeeds the same.
  defineCall(app, calls.logout, async (_body, c) => {
    const token = bearerOf(c.req.header('authorization'));
    if (!token) throw new HttpError(401, NOT_SIGNED_IN);
    const check = verifyCustomerToken(await tokenSecret(), token, now());
    if (check.ok) await endSession(db, check, now());
    else if (check.reason !== 'expired') throw new HttpError(401, INVALID_SESSION);
    return { message: 'You have signed out.' };
  });
}
