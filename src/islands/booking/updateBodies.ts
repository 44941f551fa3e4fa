import type { RequestOf } from '../../lib/api/calls.ts';
import { cakeLineRupees } from '../../lib/booking/wire.ts';
import type { WizardAmounts } from '../../lib/booking/wizardQuote.ts';
import type { WizardState } from '../../lib/stores/wizard.ts';

/**
 * The bodies of the booking updates, made from the wizard's choices and the figures the customer
 * sees, for the wizard's steps and the one-page form alike.
 */
type Saved = WizardState & { bookingId: string };

/**
 * The figures the server compares after the change; null sends none (the server compares only what
 * is sent): the one-page form's calls before its last, whose in-between totals no screen shows.
 */
type Sent = WizardAmounts | null;
const totals = (amounts: Sent, fields: readonly ('subTotal' | 'totalPrice')[]) =>
  amounts ? Object.fromEntries(fields.map((f) => [f, amounts[f]])) : {};

/** A basic booking's occasion carries its sub total; a combo's only the total (its package comes next). */
export const occasionBody = (w: Saved, amounts: Sent): RequestOf<'updateOccasion'> => ({
  bookingId: w.bookingId,
  occasionId: w.occasion!._id,
  personName: w.personName.trim(),
  decorationTheme: w.decorationTheme.trim(),
  ...totals(amounts, w.plan === 'combo' ? ['totalPrice'] : ['subTotal', 'totalPrice']),
});

export const cakesBody = (w: Saved, amounts: Sent): RequestOf<'updateCakes'> => ({
  bookingId: w.bookingId,
  products: w.cakes.map((c) => ({
    _id: c._id,
    name: c.name,
    type: 'cake' as const,
    cakeType: c.cakeType,
    price: cakeLineRupees(c.price, c.weight),
    quantity: c.weight,
  })),
  // A message needs a cake to be written on: with none in the cart, none is kept.
  cakeMessage: w.cakes.length > 0 ? w.cakeMessage.trim() : '',
  ...totals(amounts, ['subTotal', 'totalPrice']),
});

export const addonsBody = (w: Saved, amounts: Sent): RequestOf<'updateAddons'> => ({
  bookingId: w.bookingId,
  products: w.addons.map((a) => ({ _id: a._id, name: a.name, type: 'other' as const, price: a.price, quantity: 1 as const })),
  // The spec keeps the add-ons twice: as cart lines and as JSON text of { id, price, name }.
  addons: JSON.stringify(w.addons.map((a) => ({ id: a._id, price: a.price, name: a.name }))),
  ...totals(amounts, ['subTotal', 'totalPrice']),
});

/** The combo package with its cake and the flavour chosen for it. */
export const comboBody = (w: Saved, amounts: Sent): RequestOf<'updateCombo'> => ({
  bookingId: w.bookingId,
  ...totals(amounts, ['totalPrice']),
  planId: w.comboPlan!._id,
  flavour: w.flavour,
  productId: w.planCake!._id,
  cakeMessage: w.cakeMessage.trim(),
});
