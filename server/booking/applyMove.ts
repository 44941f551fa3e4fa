import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { amountErrors } from '../../src/lib/api/amountErrors.ts';
import { formatPaise, wireRupees } from '../../src/lib/money.ts';
import type { PricedMove } from '../desk/actions/moveTarget.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { remakeInvoice } from '../invoice/makeInvoice.ts';
import { queueBookingMoved } from '../messages/queueBooking.ts';
import { combinedRefund, insertRefunds } from '../payments/refundsAcross.ts';
import { saveBooking, type StoredBooking } from '../repo/bookings.ts';
import { noteInHistory, setPaidAmounts } from '../repo/bookingStatus.ts';
import { cancelChanges } from '../repo/changePayments.ts';
import type { DeskRefundRow } from '../repo/deskRefunds.ts';
import { moveSale } from '../repo/moveHolds.ts';

/** A slot as the history and the answers name it: 'Aurora, Sun, 22 Nov 2026, 09:00-12:00'. */
export const slotWords = (d: { theatreName: string; date: string; fromTime: string; toTime: string }) =>
  `${d.theatreName}, ${bookingDayLabel(d.date)}, ${d.fromTime}-${d.toTime}`;

/**
 * 409 when the new total is not the one the person was shown (`expectedPaise`): the catalogue
 * changed since the quote, and nothing is moved until they confirm the new figure.
 */
export function checkExpectedTotal(m: PricedMove, expectedPaise: number): void {
  const total = m.quote.totalPaise;
  if (expectedPaise === total) return;
  const message = `expectedTotal should be ${wireRupees(total)}, not ${wireRupees(expectedPaise)}`;
  throw new HttpError(409, `The price there is now ${formatPaise(total)}. Nothing was moved; please check it and confirm again.`, {
    errors: amountErrors([{ field: 'expectedTotal', message, expected: total }]),
  });
}

export interface MoveBy {
  /** Who moved it, as the history says: 'moved by Farid Front', 'rescheduled by the customer'. */
  who: string;
  /** The staff member whose refunds these are; null for the customer's own. */
  staffId: string | null;
  now: Date;
  siteOrigin: string;
  /** What the customer paid online for this move (a reschedule's difference): named in the history, kept by the settling payment. */
  paid?: { paymentId: string; amountPaise: number };
}

/**
 * Makes a priced move (priceMove's, its money decided by the caller) inside the caller's
 * transaction, with the booking locked: the target sold first and only then the old slot released
 * (a target that cannot be had leaves everything as it was: null), the booking saved priced there,
 * what counts as paid and left set, what was paid above the new price refunded through the
 * provider's payments (refund rows, asked after the commit), a reschedule payment still open for
 * another target given up, the history line, the invoice made again, and the customer's message.
 * The desk's Move and the customer's Reschedule (at once, or when its difference is paid) share it.
 */
export async function applyMove(tx: Queryable, b: StoredBooking, m: PricedMove, by: MoveBy): Promise<DeskRefundRow[] | null> {
  const { now } = by;
  if (!(await moveSale(tx, m.draft, b.id, now))) return null;
  await saveBooking(tx, {
    id: b.id,
    draft: m.draft,
    figures: m.quote,
    lines: m.lines,
    now,
    linesChanged: true,
    theatreTerms: m.theatreTerms,
    catalogueTerms: m.catalogueTerms,
  });
  await setPaidAmounts(tx, b.id, { paidPaise: m.money.paidAfterPaise, remainingPaise: m.money.remainingPaise }, now);
  const refunds =
    m.money.refundOnlinePaise > 0
      ? await insertRefunds(tx, m.holdings, {
          bookingId: b.id,
          amountPaise: m.money.refundOnlinePaise,
          kind: 'move',
          reason: '',
          staffId: by.staffId,
          now,
        })
      : [];
  // Its old slot is no longer where a reschedule would move it from: paid now, it is refunded.
  await cancelChanges(tx, b.id, ['move'], 'the booking was moved meanwhile', now, by.paid?.paymentId);
  const refund = combinedRefund(refunds);
  const money = [
    `total ${formatPaise(b.figures.totalPaise)} to ${formatPaise(m.quote.totalPaise)}`,
    by.paid && `${formatPaise(by.paid.amountPaise)} paid online (payment ${by.paid.paymentId})`,
    m.money.remainingPaise > 0 && `${formatPaise(m.money.remainingPaise)} left to collect`,
    refund && `refund ${refund.id} of ${formatPaise(refund.amountPaise)} online`,
    m.money.returnAtVenuePaise > 0 && `${formatPaise(m.money.returnAtVenuePaise)} to hand back at the venue`,
  ].filter(Boolean);
  await noteInHistory(tx, b.id, b.status, now, `${by.who} from ${slotWords(b.draft)} to ${slotWords(m.draft)}: ${money.join('; ')}`);
  if (b.row.invoice) await remakeInvoice(tx, b.id, now);
  await queueBookingMoved(tx, b.id, b.draft, m.money, now, by.siteOrigin);
  return refunds;
}
