import type { RequestOf } from '../../lib/api/calls.ts';
import { cakeWeightFactor } from '../../lib/booking/cakeWeight.ts';
import type { WizardAmounts } from '../../lib/booking/wizardQuote.ts';
import type { WizardState } from '../../lib/stores/wizard.ts';

/**
 * The bodies of the booking updates, made from the wizard's choices and the figures the customer
 * sees, for the wizard's steps and the one-page form alike.
 */
type Saved = WizardState & { bookingId: string };

/** A basic booking's occasion carries its sub total; a combo's only the total (its package comes next). */
export const occasionBody = (w: Saved, amounts: WizardAmounts): RequestOf<'updateOccasion'> => ({
  bookingId: w.bookingId,
  occasionId: w.occasion!._id,
  personName: w.personName.trim(),
  ...(w.plan === 'combo' ? {} : { subTotal: amounts.subTotal }),
  totalPrice: amounts.totalPrice,
});

export const cakesBody = (w: Saved, amounts: WizardAmounts): RequestOf<'updateCakes'> => ({
  bookingId: w.bookingId,
  products: w.cakes.map((c) => ({ _id: c._id, name: c.name, type: 'cake' as const, cakeType: c.cakeType, price: c.price * cakeWeightFactor[c.weight], quantity: c.weight })),
  subTotal: amounts.subTotal,
  totalPrice: amounts.totalPrice,
});

export const addonsBody = (w: Saved, amounts: WizardAmounts): RequestOf<'updateAddons'> => ({
  bookingId: w.bookingId,
  products: w.addons.map((a) => ({ _id: a._id, name: a.name, type: 'other' as const, price: a.price, quantity: 1 as const })),
  // The spec keeps the add-ons twice: as cart lines and as JSON text of { id, price, name }.
  addons: JSON.stringify(w.addons.map((a) => ({ id: a._id, price: a.price, name: a.name }))),
  subTotal: amounts.subTotal,
  totalPrice: amounts.totalPrice,
});

/** The combo package with its cake and the flavour chosen for it. */
export const comboBody = (w: Saved, amounts: WizardAmounts): RequestOf<'updateCombo'> => ({
  bookingId: w.bookingId,
  totalPrice: amounts.totalPrice,
  planId: w.comboPlan!._id,
  flavour: w.flavour,
  productId: w.planCake!._id,
});
