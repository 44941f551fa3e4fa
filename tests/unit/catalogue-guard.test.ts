import { describe, expect, it } from 'vitest';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { firstOverlap, slotsOverlap } from '../../src/lib/booking/slotOverlap.ts';
import {
  branchChangeRefusal,
  overlapRefusal,
  slotChangeRefusal,
  theatreChangeRefusal,
  NAMED,
  type BookingAhead,
} from '../../src/lib/desk/catalogueGuard.ts';

const slot = (fromTime: string, toTime: string) => ({ fromTime, toTime });

describe("a theatre's slots overlap", () => {
  it.each([
    ['equal slots', slot('09:00', '12:00'), slot('09:00', '12:00'), true],
    ['one inside the other', slot('09:00', '12:00'), slot('10:00', '11:00'), true],
    ['one starting before the other ends', slot('09:00', '12:00'), slot('11:59', '15:00'), true],
    ['one ending when the other starts (touching)', slot('09:00', '12:00'), slot('12:00', '15:00'), false],
    ['apart', slot('09:00', '12:00'), slot('12:15', '15:15'), false],
    ['past midnight and the next morning', slot('22:00', '01:00'), slot('00:30', '02:00'), true],
    ['past midnight, touching the next morning', slot('22:00', '01:00'), slot('01:00', '04:00'), false],
    ['past midnight and the evening before it', slot('22:00', '01:00'), slot('21:00', '22:30'), true],
    ['past midnight and the day', slot('23:30', '01:00'), slot('09:00', '12:00'), false],
    ['ending at 24:00 and one at midnight', slot('21:30', '24:00'), slot('00:00', '03:00'), false],
    ['ending at 24:00 and one running past midnight', slot('21:30', '24:00'), slot('23:00', '00:30'), true],
    ['the whole day and any other', slot('00:00', '24:00'), slot('13:00', '14:00'), true],
    ['two both past midnight', slot('23:00', '02:00'), slot('01:00', '03:00'), true],
  ])('%s', (_, a, b, overlap) => {
    expect(slotsOverlap(a, b)).toBe(overlap);
    expect(slotsOverlap(b, a)).toBe(overlap);
  });

  it("the seeded days have none (each theatre's slots against each other)", () => {
    const day = [slot('09:00', '12:00'), slot('12:15', '15:15'), slot('15:30', '18:30'), slot('18:45', '21:45'), slot('22:00', '01:00')];
    for (const [i, s] of day.entries())
      expect(
        firstOverlap(
          s,
          day.filter((_, j) => j !== i),
        ),
      ).toBeUndefined();
    expect(firstOverlap(slot('11:00', '13:00'), day)).toBe(day[0]);
  });
});

const booking = (orderId: string, over: Partial<BookingAhead> = {}): BookingAhead => ({
  orderId,
  date: '2026-11-27',
  theatreId: 'th-aurora',
  slotId: 'th-aurora-s1',
  fromTime: '09:00',
  toTime: '12:00',
  persons: 2,
  ...over,
});
/** As the desk writes a day (Intl's en-IN). */
const FRI = bookingDayLabel('2026-11-27');
const SAT = bookingDayLabel('2026-11-28');
const AURORA_S1 = "Aurora's slot 9:00 AM – 12:00 PM";

describe('a change of a slot with bookings from today on', () => {
  const ahead = [booking('ORDAAA'), booking('ORDBBB', { date: '2026-11-28' })];

  it('keeping its times and switch: allowed; with no bookings: anything is', () => {
    expect(slotChangeRefusal(AURORA_S1, { fromTime: '09:00', toTime: '12:00', active: true }, ahead)).toBeNull();
    expect(slotChangeRefusal(AURORA_S1, { fromTime: '10:00', toTime: '13:00', active: false }, [])).toBeNull();
  });

  it('re-timed: refused, naming each booking by order id, day and time, and the field that moved', () => {
    const r = slotChangeRefusal(AURORA_S1, { fromTime: '09:00', toTime: '12:30', active: true }, ahead);
    expect(r?.message).toBe(
      "Aurora's slot 9:00 AM – 12:00 PM cannot be re-timed while 2 bookings from today on are on it: " +
        `ORDAAA (${FRI}, 9:00 AM – 12:00 PM), ORDBBB (${SAT}, 9:00 AM – 12:00 PM). ` +
        'Move or cancel them at the desk first.',
    );
    expect(r?.errors).toEqual([
      { field: 'fields.toTime', message: 'fields.toTime cannot change while these bookings from today on need it: ORDAAA, ORDBBB' },
    ]);
    expect(slotChangeRefusal(AURORA_S1, { fromTime: '08:30', toTime: '12:00', active: true }, ahead)?.errors[0].field).toBe(
      'fields.fromTime',
    );
  });

  it('switched off or removed: refused', () => {
    const off = slotChangeRefusal(AURORA_S1, { fromTime: '09:00', toTime: '12:00', active: false }, ahead.slice(0, 1));
    expect(off?.message).toMatch(/^Aurora's slot 9:00 AM – 12:00 PM cannot be switched off while a booking from today on is on it: ORDAAA/);
    expect(off?.errors[0]).toMatchObject({ field: 'fields.active' });
    expect(slotChangeRefusal(AURORA_S1, null, ahead)?.message).toContain('cannot be removed');
  });

  it('names the first few bookings and counts the rest', () => {
    const many = Array.from({ length: NAMED + 3 }, (_, i) => booking(`ORD${String(i).padStart(3, '0')}`));
    const r = slotChangeRefusal(AURORA_S1, null, many)!;
    expect(r.message).toContain(`${NAMED + 3} bookings`);
    expect(r.message).toContain('ORD009 (');
    expect(r.message).not.toContain('ORD010');
    expect(r.message).toContain('and 3 more');
    expect(r.errors[0].message).toMatch(/ORD009 and 3 more$/);
  });
});

describe('a change of a theatre with bookings from today on', () => {
  const ahead = [booking('ORDTWO'), booking('ORDFOUR', { persons: 4 })];
  const aurora = { active: true, maxPeople: 2, maxSeating: 4 };

  it('its size down to the largest booking: allowed; below it: refused, naming the bookings over it', () => {
    expect(theatreChangeRefusal('Theatre "Aurora"', aurora, true, ahead)).toBeNull();
    const r = theatreChangeRefusal('Theatre "Aurora"', { ...aurora, maxSeating: 3 }, true, ahead);
    expect(r?.message).toBe(
      'Theatre "Aurora" cannot take fewer than 4 people while a booking from today on is for that many: ' +
        `ORDFOUR (4 people, ${FRI}, 9:00 AM – 12:00 PM). Move or cancel it at the desk first.`,
    );
    expect(r?.errors).toEqual([
      { field: 'fields.maxSeating', message: 'fields.maxSeating cannot be below 4 while this booking from today on needs it: ORDFOUR' },
    ]);
    // Without extra persons, the people its price includes are the most it takes.
    expect(theatreChangeRefusal('Theatre "Aurora"', { ...aurora, maxPeople: 3 }, false, ahead)?.errors[0].field).toBe('fields.maxPeople');
  });

  it('switched off: refused, naming every booking', () => {
    const r = theatreChangeRefusal('Theatre "Aurora"', { ...aurora, active: false }, true, ahead);
    expect(r?.message).toContain('cannot be switched off while 2 bookings');
    expect(r?.message).toContain('ORDTWO');
    expect(r?.message).toContain('ORDFOUR');
  });

  it('a branch is refused only its removal', () => {
    expect(branchChangeRefusal('Branch "Jubilee Hills"', false, ahead)).toBeNull();
    expect(branchChangeRefusal('Branch "Jubilee Hills"', true, ahead)?.message).toContain('Branch "Jubilee Hills" cannot be removed');
  });
});

it('an overlap names the other slot in the desk’s time format', () => {
  const r = overlapRefusal('Aurora', slot('10:00', '13:00'), slot('09:00', '12:00'));
  expect(r.message).toMatch(/^Aurora's slot 10:00 AM – 1:00 PM would overlap Aurora's slot 9:00 AM – 12:00 PM: /);
  expect(r.errors).toEqual([
    { field: 'fields.fromTime', message: "fields.fromTime and fields.toTime make this slot overlap Aurora's slot 9:00 AM – 12:00 PM" },
  ]);
});
