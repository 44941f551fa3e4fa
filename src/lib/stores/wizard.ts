import './persistentEngine.ts';
import { persistentJSON } from '@nanostores/persistent';
import type { CakeWeight } from '../booking/cakeWeight.ts';
import type { CouponTerms, Priced, WizardAmounts } from '../booking/wizardQuote.ts';
import type { PlanType } from './booking.ts';

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

export interface WizardState {
  /** The server's booking, once the details step is saved. */
  bookingId: string | null;
  /** The order id people can read out (getuniqueid). */
  orderId: string;
  details: WizardDetails;
  /** The plan card chosen on /Basicplan; null until one is. */
  plan: PlanType | null;
  /** The chosen plan's coupon, as the coupon check described it. */
  coupon: CouponTerms | null;
  occasion: ChosenOccasion | null;
  /** Special person names, comma separated. */
  personName: string;
  cakes: ChosenCake[];
  addons: ChosenAddon[];
  /** The server's figures and the choices they are for. */
  priced: Priced | null;
}

export const EMPTY_WIZARD: WizardState = {
  bookingId: null,
  orderId: '',
  details: { userName: '', userEmail: '', userPhone: '', noOfPersons: 0 },
  plan: null,
  coupon: null,
  occasion: null,
  personName: '',
  cakes: [],
  addons: [],
  priced: null,
};

export const $wizard = persistentJSON<WizardState>('booking:wizard', EMPTY_WIZARD);
export const $guest = persistentJSON<GuestToken | null>('booking:guest', null);

const change = (patch: Partial<WizardState>) => $wizard.set({ ...$wizard.get(), ...patch });

export function setDetails(patch: Partial<WizardDetails>): void {
  change({ details: { ...$wizard.get().details, ...patch } });
}

export function choosePlan(plan: PlanType, coupon: CouponTerms | null): void {
  change({ plan, coupon });
}

/** A new occasion replaces the previous one (and its price). */
export function chooseOccasion(occasion: ChosenOccasion): void {
  change({ occasion: { _id: occasion._id, name: occasion.name, price: occasion.price } });
}

export function setPersonName(personName: string): void {
  change({ personName });
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
    addons: addons.some((a) => a._id === addon._id) ? addons.filter((a) => a._id !== addon._id) : [...addons, { _id: addon._id, name: addon.name, price: addon.price }],
  });
}

/** The server saved a step: its booking and its figures for these choices. */
export function saved(bookingId: string, priced: Priced, orderId?: string): void {
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
