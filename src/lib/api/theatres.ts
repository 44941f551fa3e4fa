import { z } from 'zod';
import { envelope } from './envelope.ts';
import { ClockTime, Id, IsoDate, MediaPath, YesNo } from './fields.ts';
import { Paise } from './money.ts';

/** One daily slot of a theatre on a given date. */
export const Slot = z.object({
  _id: Id,
  /** HH:MM, 24 hours, Asia/Kolkata. */
  fromTime: ClockTime,
  /** HH:MM; '24:00' or an earlier time than fromTime means the slot ends after midnight. */
  toTime: ClockTime,
  /** Held or sold for this date. */
  isBooked: z.boolean(),
  /** Offered at all (an inactive slot is never sold). */
  isActive: z.boolean(),
});
export type Slot = z.infer<typeof Slot>;

/** The branch a theatre belongs to, as the theatre answers carry it. */
export const TheatreAddress = z.object({ _id: Id, name: z.string(), city: z.string() });

export const Theatre = z.object({
  _id: Id,
  name: z.string(),
  description: z.string(),
  address: z.union([Id, TheatreAddress]),
  /** Photos, first one is the card's cover. */
  image: z.array(MediaPath),
  /** A short walk-through video of the room. */
  video: z.string(),
  /** The 'Watch Now' link. */
  link: z.string(),
  features: z.array(z.string()),
  /** Kind of room, e.g. 'Couple', 'Family', 'Group'. */
  batchType: z.string(),
  /** Price of a full slot. */
  offerPrice: Paise,
  /** Price of a 90-minute slot. */
  oneandhalfslotPrice: Paise,
  /** Price per extra person in a 90-minute slot. */
  onehalfanhourExtraPersonPrice: Paise,
  /** Price per person above maxPeople. */
  extraPersonprice: Paise,
  /** Whether people above maxPeople (up to maxSeating) may come. */
  extraPerson: YesNo,
  /** People included in the price. */
  maxPeople: z.number().int().positive(),
  /** Seats in the room. */
  maxSeating: z.number().int().positive(),
});
export type Theatre = z.infer<typeof Theatre>;

/** A theatre with its slots for one date (the theatre list). */
export const TheatreWithSlots = Theatre.extend({
  availableSlots: z.array(Slot),
  /** Slots still bookable on that date. */
  availableSlotsCount: z.number().int().nonnegative(),
});
export type TheatreWithSlots = z.infer<typeof TheatreWithSlots>;

export const TheatresForWebRequest = z.object({
  slotDate: IsoDate,
  /**
   * The branch (its `_id` from the address list) whose theatres are wanted; absent means every
   * open branch. Lets a phone download one branch's theatres instead of all of them. A branch
   * nobody knows answers an empty list, as one without theatres does.
   */
  locationId: Id.optional(),
});
export const TheatresForWebResponse = envelope({ theatres: z.array(TheatreWithSlots) });
export type TheatresForWebResponse = z.infer<typeof TheatresForWebResponse>;

export const AllTheatresResponse = envelope({ theatres: z.array(Theatre) });

export const TheatreByIdRequest = z.object({ id: Id });
export const TheatreByIdResponse = envelope({ theatre: Theatre });

export const SlotsByDateRequest = z.object({ theatreId: Id, slotDate: IsoDate });
export const SlotsByDateResponse = envelope({
  slots: z.array(Slot),
  /** Count of slots still bookable (the spec's name). */
  falseCount: z.number().int().nonnegative(),
});
export type SlotsByDateResponse = z.infer<typeof SlotsByDateResponse>;
