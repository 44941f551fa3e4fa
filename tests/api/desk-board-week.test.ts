import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlocks } from '../../server/repo/slotBlocks.ts';
import { BoardResponse } from '../../src/lib/api/deskBookings.ts';
import { DESK_PREFIX } from '../../src/lib/api/deskRoutes.ts';
import { WeekResponse } from '../../src/lib/api/deskWeek.ts';
import { addDays, istInstant, istToday } from '../../src/lib/booking/istClock.ts';
import { AURORA, testClock } from './bookingFixtures.ts';
import { addTestStaff, databaseDigest, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openPaymentHarness, paidBooking } from './paymentFixtures.ts';

/**
 * The board's days: the week board (GET board/week) in the day board's own states, the day the
 * board and the week open on after midnight, and what the call refuses.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z')); // 10:30 in India
const TODAY = istToday(clock.now());
/** Aurora's last slot runs past midnight (90 minutes). */
const LATE = { slotId: 'th-aurora-s6', fromTime: '23:30', toTime: '01:00' };
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let app: App;
const staff: Partial<Record<'owner' | 'manager' | 'front-desk' | 'editor', TestStaff>> = {};

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  app = deskApp(t.h.db, { now: clock.now });
  for (const role of ['owner', 'manager', 'front-desk', 'editor'] as const) staff[role] = await addTestStaff(t.h.db, role);
});
afterAll(() => t?.h.close());

const as = async (role: keyof typeof staff, name: 'board' | 'boardWeek', query: object) =>
  deskCall(app, name, query, { cookie: await sessionCookie(t.h.db, staff[role]!.id, clock.now()) });

const cellOf = (week: WeekResponse, theatreId: string, slotId: string, date: string) => {
  const theatre = week.theatres.find((th) => th.id === theatreId)!;
  const row = theatre.rows.find((r) => r.slotId === slotId)!;
  return row.days[week.days.indexOf(date)];
};

describe('the week board', () => {
  it('shows seven days of each theatre, each slot booked, held, blocked or free as the day board says it', async () => {
    const start = addDays(TODAY, 1);
    const booked = await paidBooking(t, addDays(start, 1));
    const held = await paidBooking(t, addDays(start, 2), { pay: 'none' });
    await insertBlocks(t.h.db, {
      theatreId: AURORA.id,
      slotIds: [AURORA.slot1.slotId],
      dates: [addDays(start, 3)],
      reason: 'Projector repair',
      staffId: staff.manager!.id,
      at: clock.now(),
    });

    const res = await as('front-desk', 'boardWeek', { branch: 'loc-jubilee-hills', start });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const week = WeekResponse.parse(res.body);
    expect(week.days).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(start, n)));
    expect(week.theatres.map((th) => th.id)).toEqual(['th-aurora', 'th-velvet']);
    const aurora = (date: string) => cellOf(week, AURORA.id, AURORA.slot1.slotId, date);
    expect(aurora(start)).toEqual({ date: start, state: 'free', over: false });
    expect(aurora(booked.date)).toMatchObject({ state: 'booked', booking: { id: booked.bookingId, customerName: 'Asha Rao' } });
    expect(aurora(booked.date)).toMatchObject({ booking: { orderId: expect.stringMatching(/^ORD/) } });
    expect(aurora(held.date)).toMatchObject({ state: 'held', booking: { id: held.bookingId } });
    expect(aurora(addDays(start, 3))).toEqual({ date: addDays(start, 3), state: 'blocked', over: false });
    // Another branch's week does not show this one's bookings.
    const other = await as('front-desk', 'boardWeek', { branch: 'loc-kukatpally', start });
    expect(other.status).toBe(200);
    expect(JSON.stringify(other.body)).not.toContain(booked.bookingId);
    // The customer's phone and e-mail stay on the day board and the booking's page.
    expect(JSON.stringify(week)).not.toMatch(/9876543210|asha@example\.com/);

    // The day board of each of those days says the same.
    for (const date of week.days) {
      const day = BoardResponse.parse((await as('front-desk', 'board', { branch: 'loc-jubilee-hills', date })).body);
      for (const th of day.theatres)
        for (const s of th.slots) expect(cellOf(week, th.id, s.slotId, date)?.state, `${th.name} ${s.fromTime} ${date}`).toBe(s.state);
    }
  });

  it('marks the slots that are over, and leaves out an inactive slot nobody holds', async () => {
    const res = await as('manager', 'boardWeek', { branch: 'loc-kukatpally', start: addDays(TODAY, -1) });
    const week = WeekResponse.parse(res.body);
    const marigold = week.theatres.find((th) => th.id === 'th-marigold')!;
    expect(marigold.rows.map((r) => r.slotId)).not.toContain('th-marigold-s1');
    const first = marigold.rows[0];
    expect(first.days[0]?.over).toBe(true);
    expect(first.days[6]?.over).toBe(false);
  });

  it('opens without a branch on the first open branch, without a day on the day the board opens on', async () => {
    const week = WeekResponse.parse((await as('owner', 'boardWeek', {})).body);
    expect(week).toMatchObject({ start: TODAY, today: TODAY, branch: { id: 'loc-jubilee-hills' } });
  });

  it('is read by those who read the board, and by nobody else', async () => {
    for (const role of ['owner', 'manager', 'front-desk'] as const) expect((await as(role, 'boardWeek', {})).status).toBe(200);
    expect((await as('editor', 'boardWeek', {})).status).toBe(403);
    expect((await deskCall(app, 'boardWeek', {})).status).toBe(401);
  });

  it("opens a member of one branch on theirs, and refuses them another branch's week", async () => {
    const kondapur = await addTestStaff(t.h.db, 'front-desk');
    await t.h.db.query('update staff set branch_ids = $2 where id = $1', [kondapur.id, ['loc-kondapur']]);
    const cookie = await sessionCookie(t.h.db, kondapur.id, clock.now());
    const own = await deskCall(app, 'boardWeek', {}, { cookie });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.branch.id).toBe('loc-kondapur');
    const other = await deskCall(app, 'boardWeek', { branch: 'loc-jubilee-hills' }, { cookie });
    expect(other.status).toBe(403);
  });

  it('refuses an unknown branch, bad and out-of-range days, and hostile text, changing nothing', async () => {
    const cookie = await sessionCookie(t.h.db, staff['front-desk']!.id, clock.now());
    const ask = (query: object) => deskCall(app, 'boardWeek', query, { cookie });
    const before = await databaseDigest(t.h.db);
    for (const [query, field] of [
      [{ branch: 'loc-lb-nagar' }, 'branch'],
      [{ branch: 'nowhere' }, 'branch'],
      [{ branch: 'x'.repeat(100_000) }, 'branch'],
      [{ branch: 'loc\u0000jubilee' }, 'branch'],
      [{ start: '2026-02-30' }, 'start'],
      [{ start: '22/11/2026' }, 'start'],
      [{ start: '1999-12-31' }, 'start'],
      [{ start: '2099-12-26' }, 'start'],
      [{ start: '2100-01-01' }, 'start'],
      [{ start: `${TODAY}\u0000` }, 'start'],
      [{ start: 'x'.repeat(100_000) }, 'start'],
    ] as const) {
      const res = await ask(query);
      expect(res.status, JSON.stringify(query).slice(0, 80)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const twice = await app.request(`${DESK_PREFIX}board/week?start=${TODAY}&start=${TODAY}`, { headers: { cookie } });
    expect(twice.status).toBe(400);
    // The last week the API takes ends on its last day.
    const last = WeekResponse.parse((await ask({ start: '2099-12-25' })).body);
    expect(last.days.at(-1)).toBe('2099-12-31');
    expect(await databaseDigest(t.h.db)).toEqual(before);
  });
});

describe('after midnight', () => {
  it("opens the board and the week on the day before until that day's last slot has ended, then on today", async () => {
    const evening = addDays(TODAY, 10);
    const night = addDays(evening, 1);
    const late = await paidBooking(t, evening, { slot: LATE, body: { subTotal: 1799 } });
    const saved = clock.now();
    try {
      // 00:30 in India: the 23:30-01:00 slot of the evening before still runs, and it is booked.
      clock.set(new Date(istInstant(night, '00:30')));
      const board = BoardResponse.parse((await as('front-desk', 'board', { branch: 'loc-jubilee-hills' })).body);
      expect(board).toMatchObject({ date: evening, today: night });
      const slot = board.theatres[0].slots.find((s) => s.slotId === LATE.slotId);
      expect(slot).toMatchObject({ state: 'booked', over: false, booking: { id: late.bookingId } });
      const week = WeekResponse.parse((await as('front-desk', 'boardWeek', { branch: 'loc-jubilee-hills' })).body);
      expect(week.start).toBe(evening);
      // A day asked for is shown as asked.
      expect((await as('front-desk', 'board', { date: night })).body.date).toBe(night);

      // 01:00: it has ended, the venue's day is over.
      clock.set(new Date(istInstant(night, '01:00')));
      expect((await as('front-desk', 'board', {})).body).toMatchObject({ date: night, today: night });
      expect((await as('front-desk', 'boardWeek', {})).body.start).toBe(night);
    } finally {
      clock.set(saved);
    }
  });
});
