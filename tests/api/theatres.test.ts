import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from './harness.ts';
import type { Slot, TheatreWithSlots } from '../../src/lib/api/theatres.ts';
import type { Location } from '../../src/lib/api/locations.ts';

// The clock stands at noon in India on 22 November 2026, wherever the tests run.
const NOW = new Date('2026-11-22T12:00:00+05:30');
const TODAY = '2026-11-22';
const TOMORROW = '2026-11-23';

let h: Harness;
beforeAll(async () => {
  h = await openHarness({ now: () => NOW });
});
afterAll(() => h?.close());

const forWeb = async (slotDate: string): Promise<TheatreWithSlots[]> => {
  const res = await h.post('web/getalltheatres/forweb', { slotDate });
  expect(res.status).toBe(200);
  return res.body.theatres;
};
const slotsOf = async (theatreId: string, slotDate: string): Promise<{ slots: Slot[]; falseCount: number }> => {
  const res = await h.post('web/getslotsbydate', { theatreId, slotDate });
  expect(res.status).toBe(200);
  return res.body;
};
/** A hold that expires by the app's clock (NOW), the clock holds are judged by. */
const hold = (theatreId: string, slotId: string, date: string, status: string, expiresInMinutes: number | null) =>
  h.db.query(`insert into slot_holds (id, theatre_id, slot_id, slot_date, status, expires_at) values ($1, $2, $3, $4, $5, $6)`, [
    `hold-${Math.random()}`,
    theatreId,
    slotId,
    date,
    status,
    expiresInMinutes === null ? null : new Date(NOW.getTime() + expiresInMinutes * 60_000),
  ]);

describe('branches', () => {
  it('lists the open branches with ids and one announced branch without an id', async () => {
    const res = await h.get('admin/address/getall');
    const data: Location[] = res.body.data;
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(data.filter((l) => !l._id)).toHaveLength(1);
    expect(data.filter((l) => !l._id)[0]).not.toHaveProperty('_id');
  });

  it('offers theatres only in open branches, at least six of them', async () => {
    const open = new Set((await h.get('admin/address/getall')).body.data.map((l: Location) => l._id).filter(Boolean));
    const theatres = await forWeb(TOMORROW);
    expect(theatres.length).toBeGreaterThanOrEqual(6);
    for (const t of theatres) expect(open.has(typeof t.address === 'string' ? t.address : t.address._id)).toBe(true);
  });
});

describe('one branch only (locationId)', () => {
  const branchOf = (t: TheatreWithSlots) => (typeof t.address === 'string' ? t.address : t.address._id);

  it("answers exactly that branch's theatres, as the unfiltered list has them", async () => {
    const all = await forWeb(TOMORROW);
    const branches = [...new Set(all.map(branchOf))];
    expect(branches.length).toBeGreaterThanOrEqual(2);
    for (const locationId of branches) {
      const res = await h.post('web/getalltheatres/forweb', { slotDate: TOMORROW, locationId });
      expect(res.status).toBe(200);
      expect(res.body.theatres.length).toBeGreaterThan(0);
      expect(res.body.theatres).toEqual(all.filter((t) => branchOf(t) === locationId));
    }
  });

  it('answers an empty list for a branch nobody knows', async () => {
    const res = await h.post('web/getalltheatres/forweb', { slotDate: TOMORROW, locationId: 'no-such-branch' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, theatres: [] });
  });

  it('answers 400 naming locationId when it is not an id', async () => {
    for (const locationId of [42, '', '   ', ['loc-1']]) {
      const res = await h.post('web/getalltheatres/forweb', { slotDate: TOMORROW, locationId });
      expect(res.status, JSON.stringify(locationId)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain('locationId');
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['locationId']);
    }
  });
});

describe('slots on a future date', () => {
  it('are all bookable except inactive ones, and the counts agree', async () => {
    for (const t of await forWeb(TOMORROW)) {
      expect(t.availableSlots.length).toBeGreaterThan(0);
      expect(t.availableSlotsCount).toBe(t.availableSlots.filter((s) => s.isActive && !s.isBooked).length);
      const own = await slotsOf(t._id, TOMORROW);
      expect(own.slots).toEqual(t.availableSlots);
      expect(own.falseCount).toBe(t.availableSlotsCount);
    }
  });

  it('include a 90-minute slot somewhere', async () => {
    const minutes = (s: Slot) => {
      const [fh, fm] = s.fromTime.split(':').map(Number);
      const [th, tm] = s.toTime.split(':').map(Number);
      return (((th * 60 + tm - (fh * 60 + fm)) % 1440) + 1440) % 1440;
    };
    const all = (await forWeb(TOMORROW)).flatMap((t) => t.availableSlots);
    expect(all.some((s) => minutes(s) === 90)).toBe(true);
  });
});

describe('slots today at noon', () => {
  it('do not count slots that ended or end within 10 minutes', async () => {
    for (const t of await forWeb(TODAY)) {
      const open = t.availableSlots.filter((s) => {
        const endsNextDay = s.toTime <= s.fromTime;
        return s.isActive && !s.isBooked && (endsNextDay || s.toTime > '12:10');
      });
      expect(t.availableSlotsCount, t._id).toBe(open.length);
    }
  });

  it('are all gone on a past date', async () => {
    for (const t of await forWeb('2026-11-21')) expect(t.availableSlotsCount).toBe(0);
  });
});

describe('held and sold slots', () => {
  it('show as booked while held or confirmed, and free again when the hold expires or is released', async () => {
    const [t] = await forWeb(TOMORROW);
    const [a, b, c, d] = t.availableSlots.filter((s) => s.isActive);
    const before = await slotsOf(t._id, TOMORROW);
    await hold(t._id, a._id, TOMORROW, 'held', 15);
    await hold(t._id, b._id, TOMORROW, 'confirmed', null);
    await hold(t._id, c._id, TOMORROW, 'held', -1);
    await hold(t._id, d._id, TOMORROW, 'released', 15);
    const after = await slotsOf(t._id, TOMORROW);
    const booked = Object.fromEntries(after.slots.map((s) => [s._id, s.isBooked]));
    expect(booked[a._id]).toBe(true);
    expect(booked[b._id]).toBe(true);
    expect(booked[c._id]).toBe(false);
    expect(booked[d._id]).toBe(false);
    expect(after.falseCount).toBe(before.falseCount - 2);
    // The same slot on another date is untouched.
    const other = await slotsOf(t._id, '2026-11-24');
    expect(other.slots.find((s) => s._id === a._id)?.isBooked).toBe(false);
  });

  it('cannot be held twice at once: the database refuses a second live hold', async () => {
    const [, t] = await forWeb(TOMORROW);
    const slot = t.availableSlots.find((s) => s.isActive)!;
    await hold(t._id, slot._id, TOMORROW, 'held', 15);
    await expect(hold(t._id, slot._id, TOMORROW, 'confirmed', null)).rejects.toThrow(/unique|duplicate/i);
  });
});

describe('one theatre', () => {
  it('is found by id', async () => {
    const [t] = await forWeb(TOMORROW);
    const res = await h.post('web/gettheatrebyid', { id: t._id });
    expect(res.body.theatre._id).toBe(t._id);
    expect(res.body.theatre).not.toHaveProperty('availableSlots');
  });

  it('answers 404 for an unknown id, for the theatre and for its slots', async () => {
    expect((await h.post('web/gettheatrebyid', { id: 'no-such-theatre' })).status).toBe(404);
    const res = await h.post('web/getslotsbydate', { theatreId: 'no-such-theatre', slotDate: TODAY });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/theatre/);
  });
});
