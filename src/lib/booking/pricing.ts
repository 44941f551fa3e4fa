import { specRsRupees } from '../money.ts';
import type { PlanTerms, TheatreTerms } from './priceTerms.ts';
import { isNinetyMinuteSlot, type SlotTimes } from './slots.ts';

/** The theatre's prices that depend on the slot. */
export type TheatreSlotPrices = Pick<
  TheatreTerms,
  'offerPricePaise' | 'ninetyMinutePricePaise' | 'extraPersonPricePaise' | 'ninetyMinuteExtraPersonPricePaise'
>;

export interface SlotPrice {
  /** The slot lasts 90 minutes, so the 1.5-hour prices apply. */
  isNinetyMinutes: boolean;
  /** The theatre's price for this slot. */
  pricePaise: number;
  /** The price per extra person for this slot. */
  extraPersonPricePaise: number;
  /** How much less than a full slot it costs (the card's 'Rs X less'); 0 for a full slot. */
  lessByPaise: number;
}

/**
 * The theatre price for a slot (or for no slot yet: a full slot). A 90-minute slot uses the
 * 1.5-hour price and extra-person price. What it saves is never negative (a 1.5-hour price above
 * the full price is a data slip, not a discount).
 */
export function slotPrice(theatre: TheatreSlotPrices, slot: SlotTimes | null | undefined): SlotPrice {
  if (!slot || !isNinetyMinuteSlot(slot)) {
    return {
      isNinetyMinutes: false,
      pricePaise: theatre.offerPricePaise,
      extraPersonPricePaise: theatre.extraPersonPricePaise,
      lessByPaise: 0,
    };
  }
  return {
    isNinetyMinutes: true,
    pricePaise: theatre.ninetyMinutePricePaise,
    extraPersonPricePaise: theatre.ninetyMinuteExtraPersonPricePaise,
    lessByPaise: Math.max(0, theatre.offerPricePaise - theatre.ninetyMinutePricePaise),
  };
}

/** A combo package's price for the slot (DECISIONS 2): its 90-minute price for a 90-minute slot, else its offer price. */
export const planSlotPricePaise = (
  plan: Pick<PlanTerms, 'offerPricePaise' | 'ninetyMinutePricePaise'>,
  isNinetyMinutes: boolean,
): number => (isNinetyMinutes ? plan.ninetyMinutePricePaise : plan.offerPricePaise);

/** The card's label for a 90-minute saving: 'Rs 349 less'. */
export const lessLabel = (paise: number): string => `${specRsRupees(paise)} less`;
