import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import type { TheatreWithSlots } from '../../src/lib/api/theatres.ts';
import { bookingChoice, bookingStartPath } from '../../src/lib/stores/bookingChoice.ts';

// The store reads its storage when its module loads: switch to the test storage first.
useTestStorageEngine();
let store: typeof import('../../src/lib/stores/booking.ts');
beforeAll(async () => {
  store = await import('../../src/lib/stores/booking.ts');
});
beforeEach(() => {
  cleanTestStorage();
  store.clearBooking();
});

const location = { _id: 'loc-jubilee-hills', name: 'CineCelebrations Jubilee Hills', city: 'Hyderabad' };
const theatre: TheatreWithSlots = {
  _id: 'th-aurora',
  name: 'Aurora',
  description: '',
  address: { _id: 'loc-jubilee-hills', name: 'CineCelebrations Jubilee Hills', city: 'Hyderabad' },
  image: [],
  video: '',
  link: '',
  features: [],
  batchType: 'Couple',
  offerPrice: 2148,
  oneandhalfslotPrice: 1799,
  onehalfanhourExtraPersonPrice: 249,
  extraPersonprice: 299,
  extraPerson: 'Yes',
  maxPeople: 2,
  maxSeating: 4,
  availableSlots: [],
  availableSlotsCount: 0,
};
const ninety = { _id: 'th-aurora-s4', fromTime: '19:30', toTime: '21:00', isBooked: false, isActive: true };
const full = { _id: 'th-aurora-s1', fromTime: '09:00', toTime: '12:00', isBooked: false, isActive: true };

describe('planTypeFromQuery (DECISIONS.md 1)', () => {
  it.each([
    ['?plan=combo', 'combo'],
    ['?plan=normal', 'normal'],
    // Naming none keeps the tab's choice.
    ['', null],
    ['?plan=COMBO', null],
    ['?plan=premium', null],
    ['?x=1&plan=combo', 'combo'],
  ])('%s: %s', (search, type) => expect(store.planTypeFromQuery(search)).toBe(type));
});

describe('the booking store', () => {
  it('keeps location, date and plan type in sessionStorage, the slot pick only in memory', () => {
    store.chooseLocation({ ...location, extra: 'dropped' } as typeof location);
    store.chooseDate('2026-11-23');
    store.choosePlanType('combo');
    store.chooseSlot({ theatreId: 'th-aurora', slotId: 'th-aurora-s1' });
    expect(JSON.parse(getTestStorage()['booking:location'])).toEqual(location);
    expect(getTestStorage()['booking:date']).toBe('2026-11-23');
    expect(getTestStorage()['booking:type']).toBe('combo');
    expect(Object.keys(getTestStorage())).not.toContain('booking:slot');
    expect(store.$slotPick.get()).toEqual({ theatreId: 'th-aurora', slotId: 'th-aurora-s1' });
  });

  it('forgets the slot pick when the date or the location changes', () => {
    store.chooseDate('2026-11-23');
    store.chooseSlot({ theatreId: 'th-aurora', slotId: 'th-aurora-s1' });
    store.chooseDate('2026-11-23');
    expect(store.$slotPick.get()).not.toBeNull();
    store.chooseDate('2026-11-24');
    expect(store.$slotPick.get()).toBeNull();
    store.chooseSlot({ theatreId: 'th-aurora', slotId: 'th-aurora-s1' });
    store.leaveLocation();
    expect(store.$slotPick.get()).toBeNull();
    expect(store.$location.get()).toBeNull();
  });

  it('startBooking keeps the choice for the wizard; clearBooking forgets everything', () => {
    store.startBooking(bookingChoice(location, '2026-11-23', 'normal', theatre, full));
    expect(JSON.parse(getTestStorage()['booking:choice']).theatre._id).toBe('th-aurora');
    store.clearBooking();
    expect(store.$booking.get()).toBeNull();
    expect(store.$planType.get()).toBe('normal');
    expect(store.$date.get()).toBe('');
  });

  it('reads an unknown stored plan type as normal', () => {
    getTestStorage()['booking:type'] = 'gold';
    // A fresh mount of the store restores from storage.
    const off = store.$planType.listen(() => {});
    expect(store.$planType.get()).toBe('normal');
    off();
  });
});

describe('bookingChoice (THR-47, THR-48)', () => {
  it('carries the prices the card showed: the 1.5-hour ones for a 90-minute slot', () => {
    const choice = bookingChoice(location, '2026-11-23', 'normal', theatre, ninety);
    expect(choice).toEqual({
      location,
      date: '2026-11-23',
      type: 'normal',
      theatre: { _id: 'th-aurora', name: 'Aurora', maxPeople: 2, maxSeating: 4, extraPerson: 'Yes' },
      time: { slotId: 'th-aurora-s4', fromTime: '19:30', toTime: '21:00' },
      slotMinutes: 90,
      prices: {
        offerPrice: 2148,
        oneandhalfslotPrice: 1799,
        extraPersonprice: 299,
        onehalfanhourExtraPersonPrice: 249,
        theatrePrice: 1799,
        extraPersonPrice: 249,
        isNinetyMinutes: true,
      },
    });
  });

  it('and the full prices for a full slot', () => {
    const { prices, slotMinutes } = bookingChoice(location, '2026-11-23', 'combo', theatre, full);
    expect(slotMinutes).toBe(180);
    expect(prices).toMatchObject({ theatrePrice: 2148, extraPersonPrice: 299, isNinetyMinutes: false });
  });
});

describe('bookingStartPath (DECISIONS.md 1)', () => {
  it.each([
    ['wizard', 'normal', '/Basicplan'],
    ['wizard', 'combo', '/ComboForm'],
    ['onePage', 'normal', '/BookingDetails'],
    ['onePage', 'combo', '/BookingDetails'],
  ] as const)('%s, %s: %s', (route, type, path) => expect(bookingStartPath(route, type)).toBe(path));
});
