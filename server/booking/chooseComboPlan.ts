import type { z } from 'zod';
import type { BookingAmounts, UpdateComboRequest } from '../../src/lib/api/booking.ts';
import { cakeFlavours, findPlan, findPlanCake } from '../repo/bookingCatalogue.ts';
import { fieldError } from './errors.ts';
import { updateBooking, type BookingDeps } from './updateBooking.ts';

/** The combo step: a plan of the booking's theatre for its occasion, the plan's cake and its flavour. */
export async function chooseComboPlan(
  deps: BookingDeps,
  guest: string,
  body: z.output<typeof UpdateComboRequest>,
): Promise<{ bookingId: string; amounts: BookingAmounts }> {
  const r = await updateBooking(deps, guest, body.bookingId, async (b, tx) => {
    const d = b.draft;
    if (d.type !== 'combo') throw fieldError('planId', 'cannot be chosen for a basic booking: choose the combo plan on the details step');
    if (!d.occasionId) throw fieldError('planId', 'needs the occasion chosen first');
    const plan = await findPlan(tx, body.planId);
    if (!plan || plan.theatreId !== d.theatreId || plan.occasionId !== d.occasionId)
      throw fieldError('planId', 'is not a plan of this theatre for this occasion');
    const cake = await findPlanCake(tx, plan.id, body.productId);
    if (!cake) throw fieldError('productId', "is not this plan's cake");
    const flavours = await cakeFlavours(tx, cake.cakeType);
    const flavour = flavours.find((f) => f.toLowerCase() === body.flavour.toLowerCase());
    if (!flavour) throw fieldError('flavour', `must be one of: ${flavours.join(', ')}`);
    return {
      draft: { ...d, planId: plan.id, planProductId: cake.id, flavour, cakeMessage: body.cakeMessage ?? d.cakeMessage },
      sent: { totalPrice: body.totalPrice },
      linesChanged: false,
    };
  });
  return { bookingId: r.booking.id, amounts: r.amounts };
}
