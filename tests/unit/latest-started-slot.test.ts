import { afterEach, describe, expect, it } from 'vitest';
import { addDays, istInstant, istToday } from '../../src/lib/booking/istClock.ts';
import { latestStartedSlot } from '../../src/lib/desk/latestStartedSlot.ts';
import { venueMarkRefusal } from '../../src/lib/desk/venueStatus.ts';
import { seed } from '../../server/db/seed/data/index.ts';
import { seedInPaise } from '../../server/db/seed/seedInPaise.ts';
import { venueDayRows } from '../../server/db/seed/venueDay.ts';

/** Starlight Suite's day: the last slot runs past midnight. */
const SLOTS = [
  { id: 's1', fromTime: '09:30', toTime: '12:30' },
  { id: 's2', fromTime: '13:00', toTime: '16:00' },
  { id: 's3', fromTime: '16:30', toTime: '18:00' },
  { id: 's4', fromTime: '18:30', toTime: '20:00' },
  { id: 's5', fromTime: '20:15', toTime: '23:15' },
  { id: 's6', fromTime: '23:30', toTime: '01:00' },
];
const DAY = '2026-11-22';
const at = (time: string, date = DAY) => new Date(istInstant(date, time));
const pick = (time: string, slots = SLOTS, date = DAY) => {
  const found = latestStartedSlot(slots, at(time, date));
  return found && `${found.date} ${found.slot.id}`;
};

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the slot that started most recently', () => {
  it.each([
    ['00:10', '2026-11-21 s6'], // yesterday's last slot is still on
    ['03:00', '2026-11-21 s6'], // before today's first slot: yesterday's last one
    ['09:29', '2026-11-21 s6'],
    ['09:30', '2026-11-22 s1'], // a slot starting now has started
    ['12:45', '2026-11-22 s1'], // between slots: the one that just ended
    ['13:00', '2026-11-22 s2'],
    ['20:14', '2026-11-22 s4'],
    ['23:59', '2026-11-22 s6'],
  ])('at %s in India is %s', (time, expected) => {
    expect(pick(time)).toBe(expected);
  });

  it('passes over inactive slots, and is none when no slot is active', () => {
    const s2Off = SLOTS.map((s) => (s.id === 's2' ? { ...s, isActive: false } : s));
    expect(pick('14:00', s2Off)).toBe('2026-11-22 s1');
    const lastOff = SLOTS.map((s) => (s.id === 's6' ? { ...s, isActive: false } : s));
    expect(pick('03:00', lastOff)).toBe('2026-11-21 s5');
    expect(latestStartedSlot([], at('12:00'))).toBeUndefined();
    expect(latestStartedSlot([{ ...SLOTS[0], isActive: false }], at('12:00'))).toBeUndefined();
  });

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])('is judged on Indian time with the machine clock in %s', (tz) => {
    process.env.TZ = tz;
    expect(pick('03:00')).toBe('2026-11-21 s6');
    expect(pick('13:00')).toBe('2026-11-22 s2');
    // Across a new year and a month's end.
    expect(pick('08:00', SLOTS, '2027-01-01')).toBe('2026-12-31 s6');
  });

  it("is, for every seeded theatre at any time of day, a slot that can be marked arrived now and until the day's end", () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 5) {
      const now = at('00:00').getTime() + minutes * 60_000;
      const endOfDay = istInstant(addDays(istToday(now), 1), '00:00') - 1;
      for (const theatre of seed.theatres) {
        const found = latestStartedSlot(theatre.slots, now);
        expect(found, theatre._id).toBeDefined();
        const { slot, date } = found!;
        expect(istInstant(date, slot.fromTime)).toBeLessThanOrEqual(now);
        expect(slot.isActive).not.toBe(false);
        const booking = { status: 'booking-confirmed' as const, venueStatus: null, date, fromTime: slot.fromTime, toTime: slot.toTime };
        for (const when of [now, endOfDay]) expect(venueMarkRefusal(booking, 'arrived', when), `${theatre._id} ${minutes}`).toBeUndefined();
      }
    }
  });
});

describe('the venue day the development seed books', () => {
  const now = at('14:10');
  const rows = venueDayRows(seedInPaise(seed), now);

  it('is two or three confirmed guests, each on its theatre’s slot that started last, in theatres of their own, none a demo customer', () => {
    expect(rows.bookings.length).toBeGreaterThanOrEqual(2);
    expect(rows.bookings.length).toBeLessThanOrEqual(3);
    const demoPhones = new Set(seed.customers.map((c) => c.phone));
    expect(new Set(rows.bookings.map((b) => b.theatre_id)).size).toBe(rows.bookings.length);
    for (const b of rows.bookings) {
      const theatre = seed.theatres.find((t) => t._id === b.theatre_id)!;
      const started = latestStartedSlot(theatre.slots, now)!;
      expect(b).toMatchObject({ status: 'booking-confirmed', slot_id: started.slot._id, slot_date: started.date, customer_id: null });
      expect(demoPhones.has(b.user_phone as string), String(b.id)).toBe(false);
      expect(b.user_phone).toMatch(/^[6-9]\d{9}$/);
      expect((b.created_at as Date).getTime()).toBeLessThan(now.getTime());
    }
  });

  it('paid the advance online, with the rest to collect, and a cake on each cart', () => {
    for (const b of rows.bookings) {
      const [total, advance, paid, left] = [b.total_price, b.advance_payment, b.amount_paid, b.remaining_amount] as number[];
      expect(paid).toBe(advance);
      expect(advance).toBeGreaterThan(0);
      expect(left).toBe(total - paid);
      expect(left).toBeGreaterThan(0);
      expect(b.payment_type).toBe('advance');
      const lines = rows.lines.filter((l) => l.booking_id === b.id);
      expect(lines.filter((l) => l.kind === 'cake')).toHaveLength(1);
      expect(lines.filter((l) => l.kind === 'cake').reduce((sum, l) => sum + (l.price as number), 0)).toBe(b.cakes_price);
      expect(lines.filter((l) => l.kind === 'other').reduce((sum, l) => sum + (l.price as number), 0)).toBe(b.addons_price);
      expect(rows.history.filter((h) => h.booking_id === b.id).map((h) => h.status)).toEqual([
        'held',
        'payment-pending',
        'booking-confirmed',
      ]);
    }
  });

  it('sells each slot: a confirmed hold of the booking, that never expires', () => {
    expect(rows.holds).toHaveLength(rows.bookings.length);
    for (const b of rows.bookings)
      expect(rows.holds.find((h) => h.booking_id === b.id)).toMatchObject({
        theatre_id: b.theatre_id,
        slot_id: b.slot_id,
        slot_date: b.slot_date,
        status: 'confirmed',
        expires_at: null,
      });
  });
});
