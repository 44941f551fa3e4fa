import type { SeedVenueBooking } from '../types.ts';

/**
 * Guests of the venue's day, for development only (seeded with the demo customers, never under
 * NODE_ENV=production): one confirmed booking in each of three theatres, for the slot that started
 * most recently when the seed ran, so the front desk can mark them arrived and completed with the
 * real clock. Guests who booked without an account; their phones are none of the demo customers'.
 * They ticked 'Send me booking updates on WhatsApp', and got their confirmation and reminder
 * (../venueDayMessages.ts); the third guest's WhatsApp reminder was not delivered.
 */
export const venueDay: SeedVenueBooking[] = [
  {
    _id: 'bk-venue-starlight',
    orderId: 'ORDVENUE00001',
    theatreId: 'th-starlight',
    userName: 'Sneha Reddy',
    userEmail: 'sneha.reddy@example.com',
    userPhone: '9849012345',
    personName: 'Karthik',
    occasionId: 'occ-anniversary',
    persons: 2,
    cake: { id: 'cake-eggless-rasmalai', weight: '1' },
    addonIds: ['addon-rose-petal-heart'],
    transactionId: 'OMO2611VD4812093',
    bookedDaysBefore: 6,
  },
  {
    _id: 'bk-venue-royale',
    orderId: 'ORDVENUE00002',
    theatreId: 'th-royale',
    userName: 'Harsha Vardhan',
    userEmail: 'harsha.vardhan@example.com',
    userPhone: '9701234567',
    personName: 'Lakshmi',
    occasionId: 'occ-birthday',
    persons: 8,
    cake: { id: 'cake-egg-black-forest', weight: '2' },
    addonIds: ['addon-number-foil-balloons', 'addon-party-poppers'],
    transactionId: 'OMO2611VD5530718',
    bookedDaysBefore: 3,
  },
  {
    _id: 'bk-venue-lumiere',
    orderId: 'ORDVENUE00003',
    theatreId: 'th-lumiere',
    userName: 'Farhan Qureshi',
    userEmail: 'farhan.qureshi@example.com',
    userPhone: '8886123456',
    personName: 'Ayesha',
    occasionId: 'occ-proposal',
    persons: 2,
    cake: { id: 'cake-egg-red-velvet', weight: '1' },
    addonIds: ['addon-candle-path', 'addon-red-roses-12'],
    transactionId: 'OMO2611VD6021456',
    bookedDaysBefore: 9,
    reminderFailed: 'WhatsApp could not deliver it to this number (131026: message undeliverable).',
  },
];
