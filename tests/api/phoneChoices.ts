import { AURORA } from './bookingFixtures.ts';

/**
 * A caller's choices for a phone booking's quote and hold: three in Aurora's first slot, for a
 * birthday, a Red Velvet cake of 1 kg and LED name letters (₹4,643 before any coupon).
 */
export const phoneChoices = (date: string, o: Record<string, unknown> = {}) => ({
  theatreId: AURORA.id,
  date,
  time: AURORA.slot1,
  noOfPersons: 3,
  occasionId: 'occ-birthday',
  cakes: [{ _id: 'cake-egg-red-velvet', weight: '1' }],
  addons: ['addon-led-name-letters'],
  ...o,
});

/** Who the phone booking is for. */
export const phoneCaller = { userName: 'Meera Iyer', userPhone: '9812345670', personName: 'Meera' };
