import type { Slot, TheatreWithSlots } from '../api/theatres.ts';
import { slotDurationMinutes } from '../booking/slots.ts';
import { slotPrice } from '../booking/pricing.ts';
import { theatreTermsOf } from '../booking/wire.ts';
import { rupeesIn } from '../api/wireAmounts.ts';
import type { BookingChoice, ChosenLocation, PlanType } from './booking.ts';

/** What Book Now stores for a theatre and slot: the choice, and the prices the card showed for it. */
export function bookingChoice(
  location: ChosenLocation,
  date: string,
  type: PlanType,
  theatre: TheatreWithSlots,
  slot: Slot,
): BookingChoice {
  const pricing = slotPrice(theatreTermsOf(theatre), slot);
  return {
    location: { _id: location._id, name: location.name, city: location.city },
    date,
    type,
    theatre: {
      _id: theatre._id,
      name: theatre.name,
      maxPeople: theatre.maxPeople,
      maxSeating: theatre.maxSeating,
      extraPerson: theatre.extraPerson,
    },
    time: { slotId: slot._id, fromTime: slot.fromTime, toTime: slot.toTime },
    slotMinutes: slotDurationMinutes(slot),
    prices: {
      offerPrice: theatre.offerPrice,
      oneandhalfslotPrice: theatre.oneandhalfslotPrice,
      extraPersonprice: theatre.extraPersonprice,
      onehalfanhourExtraPersonPrice: theatre.onehalfanhourExtraPersonPrice,
      // Kept as the card showed them, in the wire's rupees beside the theatre's own.
      ...rupeesIn(['theatrePrice', 'extraPersonPrice'], {
        theatrePrice: pricing.pricePaise,
        extraPersonPrice: pricing.extraPersonPricePaise,
      }),
      isNinetyMinutes: pricing.isNinetyMinutes,
    },
  };
}

/**
 * Where a theatre card leads (DECISIONS.md 1): Book Now starts the wizard, at /ComboForm for a
 * combo package and /Basicplan otherwise; 'Book on one page' opens /BookingDetails.
 */
export const bookingStartPath = (route: 'wizard' | 'onePage', type: PlanType): string =>
  route === 'onePage' ? '/BookingDetails' : type === 'combo' ? '/ComboForm' : '/Basicplan';
