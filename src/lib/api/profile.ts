import { z } from 'zod';
import { envelope } from './envelope.ts';
import { Booking } from './booking.ts';
import { User } from './auth.ts';

/** The signed-in customer's rewards, by the rules of src/lib/profile/points.ts, in whole points. */
export const ProfilePoints = z.object({
  /** 10% of each confirmed booking of ₹5,000 or more. */
  reward: z.number().int(),
  /** 500 per referred friend who booked, and 200 welcome points to a referred customer who booked. */
  referral: z.number().int(),
  total: z.number().int(),
  /** Which booking comes next (1 = the first). */
  nextBooking: z.number().int(),
  /** Share of the total usable on that booking: 0, 0.5, 0.75 or 1. */
  usableShare: z.number(),
  usable: z.number().int(),
  nextMilestone: z.number().int(),
  /** total / nextMilestone, 0..1: the progress bar's width. */
  progress: z.number(),
});

/** One of the customer's bookings as the profile lists it: the booking's own fields, without its cart. */
export const ProfileBooking = Booking.pick({
  _id: true,
  orderId: true,
  status: true,
  type: true,
  theatreId: true,
  theaterName: true,
  date: true,
  time: true,
  noOfPersons: true,
  totalPrice: true,
  advancePayment: true,
  remainingAmount: true,
  /** What the payment provider confirmed as paid (0 until then). */
  amountPaid: true,
  /** '' until the booking is paid and its invoice made. */
  invoice: true,
  createdAt: true,
}).extend({
  /** The token of the booking's own page (/my-booking?t=…) while it is confirmed; '' otherwise. */
  manageToken: z.string(),
});
export type ProfileBooking = z.infer<typeof ProfileBooking>;

export const ProfileResponse = envelope({
  user: User,
  /** What the customer's referral link carries. */
  referralCode: z.string(),
  points: ProfilePoints,
  /** Bookings that reached payment (pending, confirmed or failed), newest first. */
  bookings: z.array(ProfileBooking),
});
