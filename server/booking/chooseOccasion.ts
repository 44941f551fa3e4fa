import type { z } from 'zod';
import type { BookingAmounts, UpdateOccasionRequest } from '../../src/lib/api/booking.ts';
import { findOccasion } from '../repo/bookingCatalogue.ts';
import { fieldError } from './errors.ts';
import { updateBooking, type BookingDeps } from './updateBooking.ts';

/** The occasion step: which occasion, and the name it celebrates. */
export async function chooseOccasion(
  deps: BookingDeps,
  guest: string,
  body: z.output<typeof UpdateOccasionRequest>,
): Promise<{ bookingId: string; amounts: BookingAmounts }> {
  const r = await updateBooking(deps, guest, body.bookingId, async (b, tx) => {
    if (!(await findOccasion(tx, body.occasionId))) throw fieldError('occasionId', 'is not an occasion we offer');
    // A new occasion replaces the old one's price, and resets a combo plan (plans are per occasion).
    const plan = b.draft.occasionId === body.occasionId ? {} : { planId: null, planProductId: null, flavour: '' };
    return {
      draft: {
        ...b.draft,
        ...plan,
        occasionId: body.occasionId,
        personName: body.personName,
        decorationTheme: body.decorationTheme ?? b.draft.decorationTheme,
      },
      sent: { subTotal: body.subTotal, totalPrice: body.totalPrice },
      linesChanged: false,
    };
  });
  return { bookingId: r.booking.id, amounts: r.amounts };
}
