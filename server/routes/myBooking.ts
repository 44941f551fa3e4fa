import type { Context, Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { MY_BOOKING_CALENDAR_PATH } from '../../src/lib/api/routes.ts';
import type { Deps } from '../deps.ts';
import { defineCall } from '../http/defineCall.ts';
import { notFound } from '../http/errors.ts';
import { calendarFile } from '../manage/calendarFile.ts';
import { cancelMyBooking } from '../manage/cancelMyBooking.ts';
import { branchSlots } from '../manage/branchSlots.ts';
import { managedBooking } from '../manage/managedBooking.ts';
import { payRest } from '../manage/payRest.ts';
import { quoteReschedule, reschedule } from '../manage/reschedule.ts';
import { checkWhenPolled } from '../payments/checkWhenPolled.ts';
import { bookingIdByManageToken } from '../repo/manageTokens.ts';

/** One answer for every token that opens nothing: wrong, tampered, or of no booking. */
export const NO_SUCH_BOOKING = 'We cannot find this booking. Please open the link from your booking message again, or call us.';

/**
 * /my-booking's calls: each opens the one booking its link's token names. Every call counts under
 * the address's 'manage' limit; one whose token opens nothing also under 'manageMiss', which stops
 * an address that keeps trying tokens before its next try is even looked up.
 */
export function myBookingRoutes(app: Hono, deps: Deps): void {
  const { rateLimiter, db } = deps;
  const open = async (c: Context, token: string): Promise<string> => {
    await rateLimiter.check(c, 'manage');
    const miss = await rateLimiter.check(c, 'manageMiss');
    const id = await bookingIdByManageToken(db, token);
    if (!id) throw notFound(NO_SUCH_BOOKING);
    await miss.uncount();
    return id;
  };

  defineCall(app, calls.myBooking, async ({ token }, c) => {
    const id = await open(c, token);
    // Back from paying the rest or a reschedule's difference: ask the provider rather than wait for its callback.
    await checkWhenPolled(deps, id);
    return { booking: await managedBooking(deps, id, token) };
  });

  defineCall(app, calls.myBookingSlots, async ({ token, date }, c) => branchSlots(deps, await open(c, token), date));

  defineCall(app, calls.rescheduleQuote, async ({ token, ...target }, c) => ({
    quote: await quoteReschedule(deps, await open(c, token), target),
  }));

  defineCall(app, calls.reschedule, async ({ token, expectedTotal, ...target }, c) =>
    reschedule(deps, await open(c, token), token, target, expectedTotal),
  );

  defineCall(app, calls.payRest, async ({ token, amount }, c) => payRest(deps, await open(c, token), token, amount));

  defineCall(app, calls.cancelMyBooking, async ({ token, expectedRefund }, c) =>
    cancelMyBooking(deps, await open(c, token), token, expectedRefund),
  );

  app.get(`/${MY_BOOKING_CALENDAR_PATH}`, async (c) => {
    const token = c.req.query('t') ?? '';
    const id = await open(c, token);
    return calendarFile(c, deps, id, token);
  });
}
