import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, AURORA, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openPaymentHarness, paidBooking } from './paymentFixtures.ts';

/**
 * The owner's today across every branch: each branch's slots of today by state, the same as its
 * board shows them, and its money of today, the same as the Takings count it.
 */

/** 13:00 in India on a Sunday: Aurora's 09:00 slot is over, its 12:30 one running. */
const START = new Date('2026-11-22T07:30:00Z');
const clock = testClock(START);
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let desk: App;
const ROLE_OF = { owner: 'owner', manager: 'manager', front: 'front-desk', editor: 'editor' } as const;
const staff = {} as Record<keyof typeof ROLE_OF, TestStaff>;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  desk = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  for (const [who, role] of Object.entries(ROLE_OF)) staff[who as keyof typeof ROLE_OF] = await addTestStaff(t.h.db, role);
});
afterAll(() => t.h.close());

const as = async (who: keyof typeof staff, name: DeskCallName, input: unknown) =>
  deskCall(desk, name, input, { cookie: await sessionCookie(t.h.db, staff[who].id, clock.now()) });

/** A branch's slots of today by state, as its board lists them. */
async function boardCounts(branch: string) {
  const board = (await as('manager', 'board', { branch })).body;
  const slots = board.theatres.flatMap((th: { slots: { state: string; over: boolean }[] }) => th.slots);
  const count = (state: string) => slots.filter((s: { state: string }) => s.state === state).length;
  return {
    booked: count('booked'),
    free: count('free'),
    held: count('held'),
    blocked: count('blocked'),
    freePast: slots.filter((s: { state: string; over: boolean }) => s.state === 'free' && s.over).length,
  };
}

describe("the owner's today", () => {
  it("counts each branch's slots as its board shows them and its money as the Takings do, and follows a sale, a hold and a block", async () => {
    const today = istToday(clock.now());
    const first = await as('owner', 'todaySummary', {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.date).toBe(today);
    const jubilee = () => first.body.branches.find((b: { branch: { id: string } }) => b.branch.id === 'loc-jubilee-hills');
    expect(jubilee().slots).toEqual(await boardCounts('loc-jubilee-hills'));
    expect(jubilee().slots.free).toBeGreaterThan(3);
    expect(jubilee().slots.freePast).toBeGreaterThan(0);

    // Aurora's evening slot sold (its advance paid now), its 16:00 one held, and its 21:30 one blocked.
    await paidBooking(t, today, { slot: { slotId: 'th-aurora-s3', fromTime: '16:00', toTime: '19:00' } });
    await createBooking(
      t.h,
      await newToken(t.h),
      addBookingBody(today, { time: { slotId: 'th-aurora-s4', fromTime: '19:30', toTime: '21:00' }, subTotal: 1799 }),
    );
    const blocked = await as('manager', 'blockSlots', {
      theatreId: AURORA.id,
      from: today,
      to: today,
      slotIds: ['th-aurora-s5'],
      reason: 'AC repair',
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);

    const after = await as('manager', 'todaySummary', {});
    const row = after.body.branches.find((b: { branch: { id: string } }) => b.branch.id === 'loc-jubilee-hills');
    expect(row.slots).toEqual(await boardCounts('loc-jubilee-hills'));
    expect(row.slots).toMatchObject({
      booked: jubilee().slots.booked + 1,
      held: jubilee().slots.held + 1,
      blocked: jubilee().slots.blocked + 1,
      free: jubilee().slots.free - 3,
    });
    // The money is the Takings' of today, per branch and in total.
    const takings = (await as('owner', 'takings', {})).body;
    for (const b of after.body.branches) {
      const { branch: _b, ...figures } = takings.branches.find((x: { branch: { id: string } }) => x.branch.id === b.branch.id);
      expect(b.money).toEqual(figures);
    }
    expect(after.body.total.money).toEqual(takings.total);
    expect(row.money.online).toBeGreaterThan(0);
    expect(row.money.toCollect).toBeGreaterThan(0);
    // The total is every branch's slots added up.
    const sum = (k: string) => after.body.branches.reduce((s: number, b: { slots: Record<string, number> }) => s + b.slots[k], 0);
    for (const k of ['booked', 'free', 'held', 'blocked', 'freePast']) expect(after.body.total.slots[k]).toBe(sum(k));
  });

  it('answers the owner and managers only; a front desk and an editor are refused', async () => {
    expect((await as('manager', 'todaySummary', {})).status).toBe(200);
    expect((await as('front', 'todaySummary', {})).status).toBe(403);
    expect((await as('editor', 'todaySummary', {})).status).toBe(403);
    expect((await deskCall(desk, 'todaySummary', {}, {})).status).toBe(401);
  });
});
