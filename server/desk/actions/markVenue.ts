import type { Context } from 'hono';
import { MARK_LABELS, VENUE_STATUS_LABELS, venueMarkRefusal, type VenueStatus } from '../../../src/lib/desk/venueStatus.ts';
import { HttpError } from '../../http/errors.ts';
import { findBooking } from '../../repo/bookings.ts';
import { noteInHistory, setVenueStatus } from '../../repo/bookingStatus.ts';
import type { DeskDeps } from '../deskDeps.ts';
import { staffAction } from '../staffAction.ts';
import { actionBookingOf, bookingTarget, lockedBooking, markableOf } from './actionBooking.ts';

/**
 * Mark arrived, completed or no-show: under the booking's lock, so two staff marking at once take
 * turns and the second is told what the first did (409). Its history line says who marked it; the
 * booking's status (what was paid) does not change.
 */
export async function markVenue(deps: DeskDeps, c: Context, bookingId: string, mark: VenueStatus) {
  return staffAction(deps, c, 'bookings.manage', [], async ({ tx, actor, now, audit }) => {
    const b = await lockedBooking(tx, bookingId);
    const before = b.row.venue_status ?? null;
    const refusal = venueMarkRefusal(markableOf(b), mark, now);
    if (refusal) throw new HttpError(409, refusal);
    await setVenueStatus(tx, b.id, mark, now);
    await noteInHistory(tx, b.id, b.status, now, `venue: ${VENUE_STATUS_LABELS[mark]} (${MARK_LABELS[mark]} by ${actor.name})`);
    await audit({
      action: `booking.mark-${mark}`,
      target: bookingTarget(b.id),
      before: { venueStatus: before },
      after: { venueStatus: mark },
    });
    return {
      message: `${b.draft.userName}'s booking (${b.orderId}) is marked ${VENUE_STATUS_LABELS[mark]}.`,
      booking: actionBookingOf((await findBooking(tx, b.id))!),
      refund: null,
    };
  });
}
