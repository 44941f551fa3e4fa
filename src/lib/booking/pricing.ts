import { toPaise, toRupees } from '../money.ts';
import { isNinetyMinuteSlot, type SlotTimes } from './slots.ts';

/** A theatre's prices as the API gives them, in rupees. */
export interface TheatrePrices {
  /** A full slot. */
  offerPrice: number;
  /** A 90-minute slot. */
  oneandhalfslotPrice: number;
  /** Each person above maxPeople in a full slot. */
  extraPersonprice: number;
  /** Each person above maxPeople in a 90-minute slot. */
  onehalfanhourExtraPersonPrice: number;
}

export interface SlotPricing {
  /** The slot lasts 90 minutes, so the 1.5-hour prices apply. */
  isNinetyMinutes: boolean;
  /** The theatre's price for this slot, rupees. */
  price: number;
  /** The price per extra person for this slot, rupees. */
  extraPersonPrice: number;
  /** How much less than a full slot it costs (the card's 'Rs X less'); 0 for a full slot. */
  lessBy: number;
}

/**
 * The theatre price for a slot (or for no slot yet: the full-slot price). A 90-minute slot uses the
 * 1.5-hour price and extra-person price. The difference is taken in paise so that no fraction drifts,
 * and is never negative (a 1.5-hour price above the full price is a data slip, not a discount).
 */
export function slotPricing(theatre: TheatrePrices, slot: SlotTimes | null | undefined): SlotPricing {
  if (!slot || !isNinetyMinuteSlot(slot)) {
    return { isNinetyMinutes: false, price: theatre.offerPrice, extraPersonPrice: theatre.extraPersonprice, lessBy: 0 };
  }
  const lessBy = Math.max(0, toPaise(theatre.offerPrice) - toPaise(theatre.oneandhalfslotPrice));
  return {
    isNinetyMinutes: true,
    price: theatre.oneandhalfslotPrice,
    extraPersonPrice: theatre.onehalfanhourExtraPersonPrice,
    lessBy: toRupees(lessBy),
  };
}

/** The card's label for a 90-minute saving: 'Rs 349 less'. */
export const lessLabel = (rupees: number): string => `Rs ${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(rupees)} less`;

/** A combo package's price for the slot (DECISIONS 2): the 90-minute price for a 90-minute slot, else its offer price. Rupees. */
export const planSlotPrice = (plan: { offerPrice: number; oneandhalfslotPrice: number }, isNinetyMinutes: boolean): number =>
  isNinetyMinutes ? plan.oneandhalfslotPrice : plan.offerPrice;
