import type { Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { chooseAddons } from '../booking/chooseAddons.ts';
import { chooseCakes } from '../booking/chooseCakes.ts';
import { chooseComboPlan } from '../booking/chooseComboPlan.ts';
import { chooseOccasion } from '../booking/chooseOccasion.ts';
import { guestOf } from '../booking/guestAuth.ts';
import { startAdvancePayment } from '../booking/startAdvancePayment.ts';
import { defineCall } from '../http/defineCall.ts';
import type { Deps } from '../deps.ts';

/**
 * The wizard's steps after the details: occasion, cakes, add-ons, combo plan, and the payment
 * request (whose way back from the provider `tokenSecret` signs).
 */
export function bookingUpdateRoutes(app: Hono, deps: Deps, tokenSecret: () => Promise<Buffer>): void {
  defineCall(app, calls.updateOccasion, async (body, c) => ({
    message: 'Occasion saved.',
    ...(await chooseOccasion(deps, guestOf(c), body)),
  }));

  defineCall(app, calls.updateCakes, async (body, c) => ({ message: 'Cakes saved.', ...(await chooseCakes(deps, guestOf(c), body)) }));

  defineCall(app, calls.updateAddons, async (body, c) => ({ message: 'Add-ons saved.', ...(await chooseAddons(deps, guestOf(c), body)) }));

  defineCall(app, calls.updateCombo, async (body, c) => ({ message: 'Plan saved.', ...(await chooseComboPlan(deps, guestOf(c), body)) }));

  defineCall(app, calls.paymentUpdate, async (body, c) => {
    const { bookingId, amounts, url } = await startAdvancePayment(deps, guestOf(c), body, tokenSecret);
    return {
      message: 'Taking you to the payment page.',
      bookingId,
      status: 'payment-pending' as const,
      amounts,
      data: { instrumentResponse: { redirectInfo: { url } } },
    };
  });
}
