import './persistentEngine.ts';
import { persistentAtom, persistentJSON } from '@nanostores/persistent';
import type { CakeWeight } from '../booking/cakeWeight.ts';
import type { CouponTerms } from '../booking/priceTerms.ts';
import type { ChosenPlan, Priced } from '../booking/wizardQuote.ts';
import { couponTermsOf } from '../booking/wire.ts';
import type { PlanType } from '../api/booking.ts';

/**
 * The wizard's part of the booking in progress (/Basicplan to /BookingSummary), in the tab's
 * sessionStorage beside the theatre choice (booking.ts): what the customer typed and chose on each
 * step, the booking the server made of it, and the server's last figures. Every choice is kept the
 * moment it is made, so a reload at any step shows it again.
 */

/** The guest token the booking calls carry (web/session). */
export interface GuestToken {
  token: string;
  /** ISO time. */
  expiresAt: string;
}

export interface WizardDetails {
  userName: string;
  userEmail: string;
  userPhone: string;
  /** 0 until chosen. */
  noOfPersons: number;
  /** The tick 'Send me booking updates on WhatsApp' (unticked until the customer ticks it; absent in an older tab). */
  whatsappUpdates?: boolean;
}

export interface ChosenOccasion {
  _id: string;
  name: string;
  price: number;
}

export interface ChosenCake {
  _id: string;
  name: string;
  cakeType: 'egg' | 'eggless';
  /** Per 500 gm, rupees. */
  price: number;
  weight: CakeWeight;
}

export interface ChosenAddon {
  _id: string;
  name: string;
  price: number;
}

/** The combo plan's cake (its plan product in category 'cakes'). */
export interface PlanCake {
  _id: string;
  name: string;
  /** null: a cake of no type, whose flavour may be any everyday cake's (as the server allows). */
  cakeType: 'egg' | 'eggless' | null;
}

export interface WizardState {
  /** The server's booking, once the details step is saved. */
  bookingId: string | null;
  /** The order id people can read out (getuniqueid). */
  orderId: string;
  details: WizardDetails;
  /** The plan card chosen on /Basicplan (or combo on /ComboForm); null until one is. */
  plan: PlanType | null;
  /** 'Do you want decoration?' on /ComboForm: '' until answered (its only answer is Yes). */
  decoration: '' | 'Yes';
  /** The chosen plan's coupon, as the coupon check described it. */
  coupon: CouponTerms | null;
  occasion: ChosenOccasion | null;
  /** Special person names, comma separated. */
  personName: string;
  /** The customer's optional words for the decorators and the baker ('' for none). */
  decorationTheme: string;
  cakeMessage: string;
  cakes: ChosenCake[];
  addons: ChosenAddon[];
  /** The combo package chosen on /ComboPlans (or the one-page form), with its cake and flavour. */
  comboPlan: ChosenPlan | null;
  planCake: PlanCake | null;
  flavour: string;
  /** The server's figures and the choices they are for. */
  priced: Priced | null;
}

export const EMPTY_WIZARD: WizardState = {
  bookingId: null,
  orderId: '',
  details: { userName: '', userEmail: '', userPhone: '', noOfPersons: 0 },
  plan: null,
  decoration: '',
  coupon: null,
  occasion: null,
  personName: '',
  decorationTheme: '',
  cakeMessage: '',
  cakes: [],
  addons: [],
  comboPlan: null,
  planCake: null,
  flavour: '',
  priced: null,
};

/** The coupon as an older tab kept it: its value and limits in rupees (a percent for a percentage). */
interface RupeeCoupon {
  code: string;
  kind: 'Percentage' | 'Fixed';
  value: number;
  minAmount?: number;
  maxDiscount?: number | null;
}

/** A kept coupon in today's terms: an older tab's is read in paise, so that no rule sums rupees with paise. */
export function keptCoupon(kept: CouponTerms | RupeeCoupon | null | undefined): CouponTerms | null {
  if (!kept || 'minSubTotalPaise' in kept) return kept ?? null;
  // Kept as the coupon check described it, so it is read as that description is.
  return couponTermsOf(kept.code, null, {
    couponCodeType: kept.kind,
    couponAmount: kept.value,
    minAmount: kept.minAmount ?? 0,
    maxDiscount: kept.maxDiscount ?? null,
  });
}

/** A tab that kept an older shape of the state gets the fields it lacks at their defaults. */
export const $wizard = persistentAtom<WizardState>('booking:wizard', EMPTY_WIZARD, {
  encode: JSON.stringify,
  decode: (text) => {
    try {
      const kept = JSON.parse(text) as Partial<WizardState> | null;
      return kept && typeof kept === 'object' ? { ...EMPTY_WIZARD, ...kept, coupon: keptCoupon(kept.coupon) } : EMPTY_WIZARD;
    } catch {
      return EMPTY_WIZARD;
    }
  },
});
export const $guest = persistentJSON<GuestToken | null>('booking:guest', null);

const change = (patch: Partial<WizardState>) => $wizard.set({ ...$wizard.get(), ...patch });

export function setDetails(patch: Partial<WizardDetails>): void {
  change({ details: { ...$wizard.get().details, ...patch } });
}

export function choosePlan(plan: PlanType, coupon: CouponTerms | null): void {
  change({ plan, coupon });
}

export function setDecoration(decoration: '' | 'Yes'): void {
  change({ decoration });
}

const NO_PLAN = { comboPlan: null, planCake: null, flavour: '' } as const;

/** A new occasion replaces the previous one (and its price), and a combo package (plans are per occasion). */
export function chooseOccasion(occasion: ChosenOccasion): void {
  const same = $wizard.get().occasion?._id === occasion._id;
  change({ occasion: { _id: occasion._id, name: occasion.name, price: occasion.price }, ...(same ? {} : NO_PLAN) });
}

/** Chooses a combo package, or with null lets it go (a second click on its card); its cake and flavour go with it. */
export function chooseComboPlan(plan: ChosenPlan | null): void {
  const current = $wizard.get().comboPlan;
  if (plan && current?._id === plan._id) return;
  change({ ...NO_PLAN, comboPlan: plan });
}

/** The chosen package's cake, once its products are known. */
export function setPlanCake(cake: PlanCake | null): void {
  change({ planCake: cake });
}

export function setFlavour(flavour: string): void {
  change({ flavour });
}

export function setPersonName(personName: string): void {
  change({ personName });
}

export function setDecorationTheme(decorationTheme: string): void {
  change({ decorationTheme });
}

export function setCakeMessage(cakeMessage: string): void {
  change({ cakeMessage });
}

/** In or out of the cart; a cake comes in at 500 gm. */
export function toggleCake(cake: Omit<ChosenCake, 'weight'>): void {
  const { cakes } = $wizard.get();
  change({
    cakes: cakes.some((c) => c._id === cake._id)
      ? cakes.filter((c) => c._id !== cake._id)
      : [...cakes, { _id: cake._id, name: cake.name, cakeType: cake.cakeType, price: cake.price, weight: '500' }],
  });
}

export function setCakeWeight(id: string, weight: CakeWeight): void {
  change({ cakes: $wizard.get().cakes.map((c) => (c._id === id ? { ...c, weight } : c)) });
}

export function toggleAddon(addon: ChosenAddon): void {
  const { addons } = $wizard.get();
  change({
    addons: addons.some((a) => a._id === addon._id)
      ? addons.filter((a) => a._id !== addon._id)
      : [...addons, { _id: addon._id, name: addon.name, price: addon.price }],
  });
}

/** The server saved a step: its booking and its figures for these choices. */
export function saved(bookingId: string, priced: Priced | null, orderId?: string): void {
  change({ bookingId, priced, ...(orderId !== undefined ? { orderId } : {}) });
}

/** The server's figures for choices it refused because the price had changed: shown, and sent next time. */
export function repriced(priced: Priced): void {
  change({ priced });
}

export function setGuest(guest: GuestToken | null): void {
  $guest.set(guest);
}

/**
 * The booking can no longer be reached (its slot went, another session's, or the token expired):
 * what was typed on the details step stays, the booking and its choices go.
 */
export function dropBooking(): void {
  change({ ...EMPTY_WIZARD, details: $wizard.get().details });
}

/** Forgets the whole wizard (home page, after payment). */
export function clearWizard(): void {
  $wizard.set(EMPTY_WIZARD);
  $guest.set(null);
}
