import type { Context } from 'hono';
import { icsFile } from '../../src/lib/manage/icsFile.ts';
import { BUSINESS_NAME } from '../../src/lib/site/config.ts';
import type { Deps } from '../deps.ts';
import { manageLink } from '../repo/manageTokens.ts';
import { openedBookingAndBranch } from './selfService.ts';

/**
 * Add to calendar: the booking's slot as an .ics download, with the branch's address and the link
 * back to /my-booking. Like the invoice it is the customer's alone (the link's token opened it):
 * never cached by anyone between, never indexed.
 */
export async function calendarFile(c: Context, deps: Deps, bookingId: string, token: string): Promise<Response> {
  const { b, where } = await openedBookingAndBranch(deps.db, bookingId, deps.payments.siteOrigin());
  const origin = deps.payments.siteOrigin();
  const ics = icsFile(
    {
      bookingId: b.id,
      orderId: b.orderId,
      businessName: BUSINESS_NAME,
      theatreName: b.draft.theatreName,
      branchName: where.branch,
      address: where.address,
      date: b.draft.date,
      fromTime: b.draft.fromTime,
      toTime: b.draft.toTime,
      manageUrl: manageLink(origin, token),
      siteHost: new URL(origin).host,
    },
    deps.now(),
  );
  return c.body(ics, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="booking-${b.orderId.replace(/[^\w-]/g, '-')}.ics"`,
    'cache-control': 'private, no-store',
    'x-robots-tag': 'noindex',
  });
}
