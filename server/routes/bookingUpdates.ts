import type { Hono } from 'hono';
import { z } from 'zod';
import { calls } from '../../src/lib/api/calls.ts';
import { formatRupees, toPaise, toRupees } from '../../src/lib/money.ts';
import type { BookingLine } from '../booking/draft.ts';
import { fieldError, paymentOpen } from '../booking/errors.ts';
import { guestOf } from '../booking/guestAuth.ts';
import { resolveCoupon } from '../booking/resolveCoupon.ts';
import { updateBooking } from '../booking/updateBooking.ts';
import { badRequest } from '../http/errors.ts';
import { defineCall } from '../http/defineCall.ts';
import type { Deps } from '../deps.ts';
import * as cat from '../repo/bookingCatalogue.ts';
import { pendingPaymentOf } from '../repo/payments.ts';
import { startRedirectPayment } from '../payments/paymentFlow.ts';
import { firstDuplicate } from '../booking/firstDuplicate.ts';

/** The spec's `addons` text: JSON of { id, price, name } entries. */
const AddonsJson = z.array(z.object({ id: z.string(), price: z.number(), name: z.string() }).loose());

/**
 * The wizard's steps after the details: occasion, cakes, add-ons, combo plan, and the payment
 * request (whose way back from the provider `tokenSecret` signs).
 */
export function bookingUpdateRoutes(app: Hono, deps: Deps, tokenSecret: () => Promise<Buffer>): void {
  defineCall(app, calls.updateOccasion, async (body, c) => {
    const r = await updateBooking(deps, guestOf(c), body.bookingId, async (b, tx) => {
      if (!(await cat.findOccasion(tx, body.occasionId))) throw fieldError('occasionId', 'is not an occasion we offer');
      // A new occasion replaces the old one's price, and resets a combo plan (plans are per occasion).
      const plan = b.draft.occasionId === body.occasionId ? {} : { planId: null, planProductId: null, flavour: '' };
      return {
        draft: { ...b.draft, ...plan, occasionId: body.occasionId, personName: body.personName },
        sent: { subTotal: body.subTotal, totalPrice: body.totalPrice },
        linesChanged: false,
      };
    });
    return { message: 'Occasion saved.', bookingId: r.booking.id, amounts: r.amounts };
  });

  defineCall(app, calls.updateCakes, async (body, c) => {
    const r = await updateBooking(deps, guestOf(c), body.bookingId, async (b, tx) => {
      const ids = body.products.map((p) => p._id);
      const dup = firstDuplicate(ids);
      if (dup >= 0) throw fieldError(`products.${dup}._id`, 'is already in the cart: choose its weight instead');
      const cakes = await cat.findCakes(tx, ids);
      for (const [i, p] of body.products.entries()) {
        const cake = cakes.get(p._id);
        if (!cake) throw fieldError(`products.${i}._id`, 'is not a cake we offer');
        if (cake.isPremium) throw fieldError(`products.${i}._id`, 'is a customised cake: please call us to order it, 3 days ahead');
        if (cake.cakeType !== p.cakeType) throw fieldError(`products.${i}.cakeType`, `must be ${cake.cakeType} for ${cake.name}`);
      }
      const lines: BookingLine[] = body.products.map((p) => ({
        kind: 'cake',
        productId: p._id,
        name: p.name,
        cakeType: p.cakeType,
        weight: p.quantity,
        pricePaise: 0,
      }));
      return {
        draft: { ...b.draft, lines: [...lines, ...b.draft.lines.filter((l) => l.kind === 'other')] },
        sent: { subTotal: body.subTotal, totalPrice: body.totalPrice },
        linesChanged: true,
        linePrices: body.products.map((p, i) => ({ field: `products.${i}.price`, sent: p.price, index: i })),
      };
    });
    return { message: 'Cakes saved.', bookingId: r.booking.id, amounts: r.amounts };
  });

  defineCall(app, calls.updateAddons, async (body, c) => {
    const r = await updateBooking(deps, guestOf(c), body.bookingId, async (b, tx) => {
      const ids = body.products.map((p) => p._id);
      const dup = firstDuplicate(ids);
      if (dup >= 0) throw fieldError(`products.${dup}._id`, 'is already chosen');
      const addons = await cat.findAddons(tx, ids);
      const missing = ids.findIndex((id) => !addons.has(id));
      if (missing >= 0) throw fieldError(`products.${missing}._id`, 'is not an add-on we offer');
      let listed: z.infer<typeof AddonsJson>;
      try {
        listed = AddonsJson.parse(JSON.parse(body.addons));
      } catch {
        throw fieldError('addons', 'must be JSON text: a list of { id, price, name }');
      }
      if ([...listed.map((a) => a.id)].sort().join('\n') !== [...ids].sort().join('\n'))
        throw fieldError('addons', 'must list the same add-ons as products');
      const cakes = b.draft.lines.filter((l) => l.kind === 'cake');
      const lines: BookingLine[] = body.products.map((p) => ({
        kind: 'other',
        productId: p._id,
        name: p.name,
        cakeType: null,
        weight: null,
        pricePaise: 0,
      }));
      return {
        draft: { ...b.draft, lines: [...cakes, ...lines] },
        sent: { subTotal: body.subTotal, totalPrice: body.totalPrice },
        linesChanged: true,
        linePrices: body.products.map((p, i) => ({ field: `products.${i}.price`, sent: p.price, index: cakes.length + i })),
      };
    });
    return { message: 'Add-ons saved.', bookingId: r.booking.id, amounts: r.amounts };
  });

  defineCall(app, calls.updateCombo, async (body, c) => {
    const r = await updateBooking(deps, guestOf(c), body.bookingId, async (b, tx) => {
      const d = b.draft;
      if (d.type !== 'combo') throw fieldError('planId', 'cannot be chosen for a basic booking: choose the combo plan on the details step');
      if (!d.occasionId) throw fieldError('planId', 'needs the occasion chosen first');
      const plan = await cat.findPlan(tx, body.planId);
      if (!plan || plan.theatreId !== d.theatreId || plan.occasionId !== d.occasionId)
        throw fieldError('planId', 'is not a plan of this theatre for this occasion');
      const cake = await cat.findPlanCake(tx, plan.id, body.productId);
      if (!cake) throw fieldError('productId', "is not this plan's cake");
      const flavours = await cat.cakeFlavours(tx, cake.cakeType);
      const flavour = flavours.find((f) => f.toLowerCase() === body.flavour.toLowerCase());
      if (!flavour) throw fieldError('flavour', `must be one of: ${flavours.join(', ')}`);
      return {
        draft: { ...d, planId: plan.id, planProductId: cake.id, flavour },
        sent: { totalPrice: body.totalPrice },
        linesChanged: false,
      };
    });
    return { message: 'Plan saved.', bookingId: r.booking.id, amounts: r.amounts };
  });

  defineCall(app, calls.paymentUpdate, async (body, c) => {
    const r = await updateBooking(
      deps,
      guestOf(c),
      body.bookingId,
      async (b, tx) => {
        if (b.draft.type === 'combo' && !b.draft.planId) throw fieldError('planId', 'must be chosen before paying for a combo');
        const couponId =
          body.couponId === ''
            ? b.draft.couponId
            : await resolveCoupon(tx, body.couponId, b.draft.type, { now: deps.now(), bookingId: b.id, heldCouponId: b.draft.couponId });
        // Confirm & Pay again while its own payment is open opens the same pay page; another coupon,
        // or a payment of another kind being open (a card order), would change what is being paid.
        const open = await pendingPaymentOf(tx, b.id);
        if (open && (couponId !== b.draft.couponId || open.provider !== 'phonepe' || open.paymentType !== 'advance')) throw paymentOpen();
        return {
          draft: { ...b.draft, couponId },
          sent: body,
          linesChanged: false,
          // The client's status and transaction fields are a request, never a confirmation: only the
          // payment provider confirms. They are kept in the history for the record.
          intent: { cashType: body.cashType, createType: body.create_type },
          status: {
            status: 'payment-pending',
            note: `asked to pay (status ${body.status || '-'}, transaction ${body.transactionStatus || '-'})`,
          },
        };
      },
      { paymentOpenAllowed: true },
    );
    // The pay page asks what the customer confirmed: a change in between (from another tab) is a price change.
    const { redirectUrl: url } = await startRedirectPayment(deps, guestOf(c), r.booking.id, await tokenSecret(), {
      check: (b, amount) => {
        const confirmed = { totalPrice: r.amounts.totalPrice, advancePayment: r.amounts.advancePayment };
        const asked = { totalPrice: b.figures.totalPaise, advancePayment: amount };
        const errors = (['totalPrice', 'advancePayment'] as const)
          .filter((f) => toPaise(confirmed[f]) !== asked[f])
          .map((field) => ({
            field,
            expected: toRupees(asked[field]),
            message: `${field} should be ${formatRupees(toRupees(asked[field]))}, not ${formatRupees(confirmed[field])}`,
          }));
        if (errors.length > 0)
          throw badRequest(`The price has changed: ${errors.map((e) => e.message).join('; ')}. Nothing was charged.`, { errors });
      },
    });
    return {
      message: 'Taking you to the payment page.',
      bookingId: r.booking.id,
      status: 'payment-pending' as const,
      amounts: r.amounts,
      data: { instrumentResponse: { redirectInfo: { url } } },
    };
  });
}
