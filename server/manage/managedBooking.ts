import type { ManagedBooking } from '../../src/lib/api/myBooking.ts';
import { API_PREFIX, MY_BOOKING_CALENDAR_PATH } from '../../src/lib/api/routes.ts';
import { customerPolicySentence } from '../../src/lib/manage/cancelWords.ts';
import { cancelRefusal, isReadOnly, payRestRefusal, rescheduleRefusal, rescheduleUntil } from '../../src/lib/manage/selfServiceRules.ts';
import type { Deps } from '../deps.ts';
import { discountOf } from '../../src/lib/booking/discount.ts';
import { couponOf, lineNamesOf, linesOf } from '../invoice/invoiceData.ts';
import { refundPosition } from '../payments/refundPosition.ts';
import { readSettings } from '../repo/deskSettings.ts';
import { openChangePayment } from './openChangePayment.ts';
import { openedBookingAndBranch, selfServiceOf } from './selfService.ts';

/** The .ics of the booking the token opens, site-relative. */
export const calendarUrlOf = (token: string): string => `${API_PREFIX}${MY_BOOKING_CALENDAR_PATH}?t=${encodeURIComponent(token)}`;

/**
 * The booking as /my-booking shows it: as its invoice lists it (the same lines, names and coupon),
 * where it is (the branch's address and map link, as its messages give them), what each action
 * would refuse now and why (selfServiceRules, with the owner's reschedule window), what Cancel
 * booking would refund by the refund policy, and a payment the customer started here and left open.
 * A cancelled booking is only shown, with the sentence about its refund.
 */
export async function managedBooking(deps: Deps, bookingId: string, token: string): Promise<ManagedBooking> {
  const { db } = deps;
  const now = deps.now();
  const { b, where } = await openedBookingAndBranch(db, bookingId, deps.payments.siteOrigin());
  const rules = selfServiceOf(b);
  const { rescheduleBeforeHours } = await readSettings(db);
  const pos = await refundPosition(db, b, now);
  const names = await lineNamesOf(db, b);
  const coupon = await couponOf(db, b);
  const discount = discountOf(b.figures, b.draft);
  const confirmed = b.status === 'booking-confirmed';
  const refusals = {
    payRest: payRestRefusal(rules, now.getTime()),
    reschedule: rescheduleRefusal(rules, now.getTime(), rescheduleBeforeHours),
    cancel: cancelRefusal(rules, now.getTime()),
  };
  return {
    orderId: b.orderId,
    status: b.status,
    statusNote: b.row.status_note,
    customerName: b.draft.userName,
    branch: { name: where.branch, address: where.address, mapUrl: where.mapUrl },
    theatreId: b.draft.theatreId,
    theaterName: b.draft.theatreName,
    date: b.draft.date,
    time: { slotId: b.draft.slotId, fromTime: b.draft.fromTime, toTime: b.draft.toTime },
    persons: b.draft.persons,
    occasion: names.occasion ?? '',
    personName: b.draft.personName,
    decorationTheme: b.draft.decorationTheme ?? '',
    cakeMessage: b.draft.cakeMessage ?? '',
    plan: names.plan ?? '',
    lines: linesOf(b, names).map((l) => ({ label: l.label, amount: l.amountPaise })),
    subTotal: b.figures.subTotalPaise,
    coupon: coupon && { code: coupon.code, amount: coupon.amountPaise },
    discount: discount && { reason: discount.reason, amount: discount.amountPaise },
    totalPrice: b.figures.totalPaise,
    amountPaid: b.paidPaise,
    // What the booking says is left: 0 once cancelled (nothing is collected on it), not the total less what was kept.
    remainingAmount: b.figures.remainingPaise,
    invoiceUrl: confirmed && b.row.invoice ? b.row.invoice : null,
    calendarUrl: calendarUrlOf(token),
    readOnly: !confirmed || isReadOnly(rules, now.getTime()),
    rescheduleUntil: new Date(rescheduleUntil(b.draft, rescheduleBeforeHours)).toISOString(),
    refusals,
    // Shown only while Cancel booking is offered: a cancelled booking's policy would describe no refund to come.
    cancelRefund: refusals.cancel ? 0 : pos.proposal.amountPaise,
    cancelPolicy: refusals.cancel ? '' : customerPolicySentence(pos),
    openPayment: confirmed ? await openChangePayment(db, bookingId, now) : null,
  };
}
