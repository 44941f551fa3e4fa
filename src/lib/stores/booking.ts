import './persistentEngine.ts';
import { atom } from 'nanostores';
import { persistentAtom, persistentJSON } from '@nanostores/persistent';
import { clearWizard } from './wizard.ts';
import type { PlanType } from '../api/booking.ts';

/**
 * The booking in progress, shared by the theatre list and the wizard that follows it, kept in the
 * tab's sessionStorage (keys 'booking:*'). The stores are exported with the only functions that
 * change them (withastro/astro examples/with-nanostores); islands read with useStore and call these.
 */

/** Which flow the booking takes: the basic wizard or the combo plans (DECISIONS.md 1); the contract's type. */
export type { PlanType };

/** The branch chosen on the location picker. */
export interface ChosenLocation {
  _id: string;
  name: string;
  city: string;
}

/** A slot picked on a theatre card, before Book Now. */
export interface SlotPick {
  theatreId: string;
  slotId: string;
}

/** Everything Book Now carries into the wizard: what the person chose and the prices the card showed. */
export interface BookingChoice {
  location: ChosenLocation;
  /** YYYY-MM-DD, an Indian calendar day. */
  date: string;
  /** The plan type to start with ('normal' unless the person came from a combo package card). */
  type: PlanType;
  theatre: {
    _id: string;
    name: string;
    /** People included in the price. */
    maxPeople: number;
    /** Seats in the room (the persons limit when extraPerson is 'Yes'). */
    maxSeating: number;
    extraPerson: 'Yes' | 'No';
  };
  /** The slot as the booking calls send it (`time`), with its length. */
  time: { slotId: string; fromTime: string; toTime: string };
  /** Length of the slot in minutes (the spec's nintymin when 90). */
  slotMinutes: number;
  /** Rupees, as the API gave them; the server recomputes every amount it charges. */
  prices: {
    offerPrice: number;
    oneandhalfslotPrice: number;
    extraPersonprice: number;
    onehalfanhourExtraPersonPrice: number;
    /** The theatre price the card showed for this slot (the 1.5-hour price for a 90-minute slot). */
    theatrePrice: number;
    /** The extra-person price the card showed for this slot. */
    extraPersonPrice: number;
    isNinetyMinutes: boolean;
  };
}

const planTypes: readonly PlanType[] = ['normal', 'combo'];

/** The chosen branch, or null while the location picker shows. */
export const $location = persistentJSON<ChosenLocation | null>('booking:location', null);
/** The chosen day (YYYY-MM-DD); empty until one is chosen, which reads as today. */
export const $date = persistentAtom<string>('booking:date', '');
export const $planType = persistentAtom<PlanType>('booking:type', 'normal', {
  encode: (t) => t,
  decode: (s) => (planTypes.includes(s as PlanType) ? (s as PlanType) : 'normal'),
});
/** The slot picked on the theatre list: one at a time, for one theatre. Not kept across reloads. */
export const $slotPick = atom<SlotPick | null>(null);
/** What Book Now stored for the next steps, or null before it. */
export const $booking = persistentJSON<BookingChoice | null>('booking:choice', null);

/** The plan type a /theaters URL asks for: ?plan=combo from a combo package card, anything else normal. */
/** The flow a link to /theaters names (`?plan=combo` or `?plan=normal`), or null when it names none. */
export const planTypeFromQuery = (search: string): PlanType | null => {
  const plan = new URLSearchParams(search).get('plan');
  return plan === 'combo' || plan === 'normal' ? plan : null;
};

export function chooseLocation(location: ChosenLocation): void {
  $location.set({ _id: location._id, name: location.name, city: location.city });
  $slotPick.set(null);
}

/** Back to the location picker. */
export function leaveLocation(): void {
  $location.set(null);
  $slotPick.set(null);
}

export function chooseDate(date: string): void {
  if (date !== $date.get()) $slotPick.set(null);
  $date.set(date);
}

export function choosePlanType(type: PlanType): void {
  $planType.set(type);
}

export function chooseSlot(pick: SlotPick): void {
  $slotPick.set(pick);
}

/** Book Now: keeps the choice for the wizard. */
export function startBooking(choice: BookingChoice): void {
  $booking.set(choice);
}

/** Forgets the booking in progress (home page, after payment). */
export function clearBooking(): void {
  $booking.set(null);
  $slotPick.set(null);
  $location.set(null);
  $date.set('');
  $planType.set('normal');
  clearWizard();
}
