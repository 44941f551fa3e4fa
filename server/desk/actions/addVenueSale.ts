import type { Context } from 'hono';
import { amountErrors } from '../../../src/lib/api/amountErrors.ts';
import type { VenueSale } from '../../../src/lib/api/deskVenueSales.ts';
import { inRupees } from '../../../src/lib/api/money.ts';
import { leftWords } from '../../../src/lib/desk/venuePaymentRules.ts';
import { formatPaise, wireRupees } from '../../../src/lib/money.ts';
import { HttpError } from '../../http/errors.ts';
import { remakeInvoice } from '../../invoice/makeInvoice.ts';
import { findBooking, saveBooking } from '../../repo/bookings.ts';
import { noteInHistory, setPaidAmounts } from '../../repo/bookingStatus.ts';
import type { DeskDeps } from '../deskDeps.ts';
import { staffAction } from '../staffAction.ts';
import { actionBookingOf, bookingTarget, lockedBooking } from './actionBooking.ts';
import { priceSale } from './priceSale.ts';

/**
 * Add a line: sold at the venue and added to the booking's total, at the total the staff were
 * quoted (a price changed since is a 409 with the new one, nothing added). Under the booking's
 * lock: two staff adding a cake each at once add both, each priced on the other's total. The
 * invoice is made again with the line.
 */
export async function addVenueSale(deps: DeskDeps, c: Context, p: { bookingId: string; sale: VenueSale; expectedTotal: number }) {
  return staffAction(deps, c, 'bookings.manage', [], async ({ tx, actor, now, audit }) => {
    const b = await lockedBooking(tx, p.bookingId);
    const s = await priceSale(tx, b, p.sale);
    const total = s.quote.totalPaise;
    if (total !== p.expectedTotal) {
      const message = `expectedTotal should be ${wireRupees(total)}, not ${wireRupees(p.expectedTotal)}`;
      throw new HttpError(409, `With it the total is now ${formatPaise(total)}. Nothing was added; please check it and add it again.`, {
        errors: amountErrors([{ field: 'expectedTotal', message, expected: total }]),
      });
    }
    await saveBooking(tx, {
      id: b.id,
      draft: s.draft,
      figures: s.quote,
      lines: s.lines,
      now,
      linesChanged: true,
      theatreTerms: s.theatreTerms,
      catalogueTerms: s.catalogueTerms,
    });
    await setPaidAmounts(tx, b.id, { paidPaise: b.paidPaise, remainingPaise: s.remainingPaise }, now);
    const change = `total ${formatPaise(b.figures.totalPaise)} to ${formatPaise(total)}; ${leftWords(s.remainingPaise)}`;
    await noteInHistory(tx, b.id, b.status, now, `${s.words} added at the venue by ${actor.name}: ${change}`);
    const invoice = b.row.invoice ? await remakeInvoice(tx, b.id, now) : '';
    await audit({
      action: 'booking.add-line',
      target: bookingTarget(b.id),
      before: inRupees({ totalPrice: b.figures.totalPaise, remainingAmount: b.figures.remainingPaise }),
      after: { line: s.words, sale: p.sale, ...inRupees({ totalPrice: total, remainingAmount: s.remainingPaise }), invoice },
    });
    const added = formatPaise(total - b.figures.totalPaise);
    return {
      message: `${s.words} added (${added}). ${b.draft.userName}'s booking is now ${formatPaise(total)}, ${leftWords(s.remainingPaise)}; its invoice is made again.`,
      booking: actionBookingOf((await findBooking(tx, b.id))!),
      refund: null,
    };
  });
}
