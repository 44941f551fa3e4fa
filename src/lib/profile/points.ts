/**
 * The rewards programme as the spec states it (section 9), in whole points:
 * - 10% of each confirmed booking of ₹5,000 or more, as reward points (paise / 1000, rounded down:
 *   points are never fractional, and rounding down never gives away a point that was not earned);
 * - 500 referral points for each referred friend who has a confirmed booking;
 * - 200 welcome points to a referred customer once their first booking is confirmed;
 * - how much of the balance may be spent depends on which booking it is spent on: none on the 1st
 *   (points are earned by it, so there is nothing to spend yet), 50% on the 2nd, 75% on the 3rd,
 *   then all of it;
 * - milestones every 2,000 points.
 */

/** Bookings at or above this total (paise) earn reward points. */
export const REWARD_THRESHOLD_PAISE = 5000_00;
/** Reward points per 100 paise of such a booking's total, as a percentage. */
export const REWARD_PERCENT = 10;
export const REFERRAL_POINTS = 500;
export const WELCOME_POINTS = 200;
export const MILESTONE_STEP = 2000;

/** Reward points for one confirmed booking, from its total in paise. */
export function rewardPointsFor(totalPaise: number): number {
  if (!Number.isFinite(totalPaise) || totalPaise < REWARD_THRESHOLD_PAISE) return 0;
  // 10% of the rupees, in whole points: paise * 10 / 100 / 100.
  return Math.floor((Math.round(totalPaise) * REWARD_PERCENT) / 10_000);
}

/**
 * The share of the balance that may be spent on the customer's nth booking (1-based): 0, 0.5,
 * 0.75, then 1.
 */
export function usableShareOn(bookingNumber: number): number {
  if (bookingNumber <= 1) return 0;
  if (bookingNumber === 2) return 0.5;
  if (bookingNumber === 3) return 0.75;
  return 1;
}

/** The next milestone above a balance (2,000, 4,000, ...) and how far towards it the balance is (0..1). */
export function milestoneOf(total: number): { nextMilestone: number; progress: number } {
  const nextMilestone = (Math.floor(Math.max(0, total) / MILESTONE_STEP) + 1) * MILESTONE_STEP;
  return { nextMilestone, progress: Math.max(0, total) / nextMilestone };
}

export interface PointsInput {
  /** Totals (paise) of the customer's confirmed bookings. */
  confirmedTotalsPaise: readonly number[];
  /** The customer signed up through someone's referral. */
  referred: boolean;
  /** Friends this customer referred who have at least one confirmed booking. */
  friendsWhoBooked: number;
}

export interface Points {
  /** From the customer's own bookings. */
  reward: number;
  /** From referrals: friends who booked, and the welcome points. */
  referral: number;
  total: number;
  /** Which booking comes next (1 = the first). */
  nextBooking: number;
  /** Share of the total that may be spent on that booking. */
  usableShare: number;
  /** Points that may be spent on it, rounded down. */
  usable: number;
  nextMilestone: number;
  progress: number;
}

export function pointsOf(input: PointsInput): Points {
  const reward = input.confirmedTotalsPaise.reduce((sum, paise) => sum + rewardPointsFor(paise), 0);
  const booked = input.confirmedTotalsPaise.length;
  const welcome = input.referred && booked > 0 ? WELCOME_POINTS : 0;
  const referral = Math.max(0, Math.floor(input.friendsWhoBooked)) * REFERRAL_POINTS + welcome;
  const total = reward + referral;
  const nextBooking = booked + 1;
  const usableShare = usableShareOn(nextBooking);
  return { reward, referral, total, nextBooking, usableShare, usable: Math.floor(total * usableShare), ...milestoneOf(total) };
}
