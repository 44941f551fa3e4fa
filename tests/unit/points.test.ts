import { describe, expect, it } from 'vitest';
import { milestoneOf, pointsOf, rewardPointsFor, usableShareOn } from '../../src/lib/profile/points.ts';

describe('reward points of one confirmed booking', () => {
  it('start at ₹5,000: ₹4,999.99 earns none, ₹5,000 earns 500', () => {
    expect(rewardPointsFor(4999_99)).toBe(0);
    expect(rewardPointsFor(5000_00)).toBe(500);
  });

  it('are 10% of the total in whole points, rounded down', () => {
    expect(rewardPointsFor(5555_55)).toBe(555);
    expect(rewardPointsFor(5009_99)).toBe(500);
    expect(rewardPointsFor(12_000_00)).toBe(1200);
  });

  it('are none for a nonsensical total', () => {
    expect(rewardPointsFor(Number.NaN)).toBe(0);
    expect(rewardPointsFor(-6000_00)).toBe(0);
  });
});

describe('the usable share on the nth booking', () => {
  it('is nothing on the first, 50% on the 2nd, 75% on the 3rd, then all', () => {
    expect([1, 2, 3, 4, 5, 12].map(usableShareOn)).toEqual([0, 0.5, 0.75, 1, 1, 1]);
  });
});

describe('milestones', () => {
  it('are every 2,000 points, with the progress towards the next (the spec figures: 1250 -> 62.5%)', () => {
    expect(milestoneOf(0)).toEqual({ nextMilestone: 2000, progress: 0 });
    expect(milestoneOf(1250)).toEqual({ nextMilestone: 2000, progress: 0.625 });
    expect(milestoneOf(1999)).toEqual({ nextMilestone: 2000, progress: 0.9995 });
    expect(milestoneOf(2000)).toEqual({ nextMilestone: 4000, progress: 0.5 });
  });
});

describe("a customer's points", () => {
  it('are zero with no confirmed booking, even when referred (the welcome comes with the first booking)', () => {
    expect(pointsOf({ confirmedTotalsPaise: [], referred: true, friendsWhoBooked: 0 })).toEqual({
      reward: 0,
      referral: 0,
      total: 0,
      nextBooking: 1,
      usableShare: 0,
      usable: 0,
      nextMilestone: 2000,
      progress: 0,
    });
  });

  it('add 200 welcome points once a referred customer has booked, once only', () => {
    expect(pointsOf({ confirmedTotalsPaise: [3000_00], referred: true, friendsWhoBooked: 0 }).referral).toBe(200);
    expect(pointsOf({ confirmedTotalsPaise: [3000_00, 3000_00], referred: true, friendsWhoBooked: 0 }).referral).toBe(200);
    expect(pointsOf({ confirmedTotalsPaise: [3000_00], referred: false, friendsWhoBooked: 0 }).referral).toBe(0);
  });

  it('add 500 for each referred friend who booked, with or without bookings of their own', () => {
    expect(pointsOf({ confirmedTotalsPaise: [], referred: false, friendsWhoBooked: 2 }).referral).toBe(1000);
  });

  it('let half be spent on the 2nd booking, three quarters on the 3rd, all from the 4th', () => {
    const one = pointsOf({ confirmedTotalsPaise: [6000_00], referred: false, friendsWhoBooked: 1 });
    expect(one).toMatchObject({ reward: 600, referral: 500, total: 1100, nextBooking: 2, usableShare: 0.5, usable: 550 });
    const two = pointsOf({ confirmedTotalsPaise: [6000_00, 4999_99], referred: false, friendsWhoBooked: 0 });
    expect(two).toMatchObject({ reward: 600, total: 600, nextBooking: 3, usableShare: 0.75, usable: 450 });
    const three = pointsOf({ confirmedTotalsPaise: [5000_00, 5000_00, 5000_00], referred: true, friendsWhoBooked: 0 });
    expect(three).toMatchObject({ reward: 1500, referral: 200, total: 1700, nextBooking: 4, usableShare: 1, usable: 1700, progress: 0.85 });
  });

  it('round the usable share down to whole points', () => {
    expect(pointsOf({ confirmedTotalsPaise: [5010_00, 5000_00], referred: false, friendsWhoBooked: 0 })).toMatchObject({
      total: 1001,
      usable: 750,
    });
  });
});
