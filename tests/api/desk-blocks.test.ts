import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/open.ts';
import { BLOCKED_MEANWHILE, NOTHING_BLOCKED } from '../../server/desk/blockRoutes.ts';
import { blocksOn } from '../../server/repo/slotBlocks.ts';
import { sellSlot } from '../../server/repo/slotHolds.ts';
import { BlockListResponse, BlocksResponse } from '../../src/lib/api/deskBlocks.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { BLOCK_MAX_DAYS } from '../../src/lib/desk/blockRange.ts';
import { addBookingBody, AURORA, auth, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, auditOf, databaseDigest, deskApp, deskCall, sessionCookie, SITE, type App, type TestStaff } from './deskFixtures.ts';
import { freshPostgres, onRealPostgres, openHarness, type Harness } from './harness.ts';

/** Blocked slots: what the site shows and refuses, what may not be blocked, ranges, hostile input and races. */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
const TODAY = istToday(clock.now());
let h: Harness;
let app: App;
let manager: TestStaff;
let owner: TestStaff;
let cookies: { manager: string; owner: string };
/** Each test takes days of its own, so that their holds and blocks never meet. */
let day = 1;
const nextDate = () => addDays(TODAY, day++);
const AURORA_SLOTS = ['th-aurora-s1', 'th-aurora-s2', 'th-aurora-s3', 'th-aurora-s4', 'th-aurora-s5', 'th-aurora-s6'];
const SLOT1 = AURORA.slot1.slotId;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = deskApp(h.db, { now: clock.now });
  manager = await addTestStaff(h.db, 'manager', { name: 'Meera Manager' });
  owner = await addTestStaff(h.db, 'owner', { name: 'Omar Owner' });
});
afterAll(() => h?.close());
// Some tests move the clock past a session's idle half hour.
beforeEach(async () => {
  cookies = { manager: await sessionCookie(h.db, manager.id, clock.now()), owner: await sessionCookie(h.db, owner.id, clock.now()) };
});

const range = (from: string, to = from, slotIds = [SLOT1], theatreId = AURORA.id) => ({ theatreId, from, to, slotIds });
const block = (body: unknown, cookie = cookies.manager, a = app) => deskCall(a, 'blockSlots', body, { cookie });
const unblock = (body: unknown, cookie = cookies.manager) => deskCall(app, 'unblockSlots', body, { cookie });
const reasoned = (r: ReturnType<typeof range>, reason = 'AC repair') => ({ ...r, reason });
const book = async (date: string, slot = AURORA.slot1) =>
  h.post(
    'booking/new/addbooking',
    addBookingBody(date, { time: slot, subTotal: slot === AURORA.ninety ? 1799 : 2148 }),
    auth(await newToken(h)),
  );
const blockCount = async (date?: string) =>
  (
    await h.db.query<{ n: number }>(`select count(*)::int as n from slot_blocks where $1::date is null or slot_date = $1::date`, [
      date ?? null,
    ])
  )[0].n;

/** Whether the site shows the slot booked, on the theatre list and on the slot call, and the list's count of bookable slots. */
async function onSite(date: string, slotId = SLOT1) {
  const aurora = (await h.post('web/getalltheatres/forweb', { slotDate: date })).body.theatres.find(
    (t: { _id: string }) => t._id === AURORA.id,
  );
  const byDate = (await h.post('web/getslotsbydate', { theatreId: AURORA.id, slotDate: date })).body;
  return {
    list: aurora.availableSlots.find((s: { _id: string }) => s._id === slotId).isBooked as boolean,
    count: aurora.availableSlotsCount as number,
    slotCall: byDate.slots.find((s: { _id: string }) => s._id === slotId).isBooked as boolean,
  };
}

describe('a blocked slot', () => {
  it('shows booked on the public theatre list and slot call at once, cannot be held (406), and is free again once unblocked', async () => {
    const date = nextDate();
    const before = await onSite(date);
    expect([before.list, before.slotCall]).toEqual([false, false]);

    const res = await block(reasoned(range(date), 'AC repair'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(BlocksResponse.safeParse(res.body).success).toBe(true);
    expect(res.body.message).toMatch(/^1 slot of Aurora blocked/);
    expect(res.body.blocks).toEqual([
      {
        theatreId: AURORA.id,
        theatreName: 'Aurora',
        slotId: SLOT1,
        fromTime: '09:00',
        toTime: '12:00',
        date,
        reason: 'AC repair',
        blockedBy: 'Meera Manager',
        blockedAt: clock.now().toISOString(),
      },
    ]);
    const after = await onSite(date);
    expect([after.list, after.slotCall]).toEqual([true, true]);
    expect(after.count).toBe(before.count - 1);
    // Another slot of that day is untouched.
    expect((await onSite(date, 'th-aurora-s2')).list).toBe(false);

    const refused = await book(date);
    expect(refused.status).toBe(406);
    expect(refused.body.message).toBe('Sorry, this slot has just been booked by someone else. Please choose another slot.');
    expect((await h.db.query(`select 1 from bookings where slot_date = $1::date`, [date])).length).toBe(0);

    const freed = await unblock(range(date));
    expect(freed.status, JSON.stringify(freed.body)).toBe(200);
    expect(freed.body.message).toMatch(/^1 slot unblocked/);
    expect(freed.body.blocks.map((b: { reason: string }) => b.reason)).toEqual(['AC repair']);
    expect((await onSite(date)).list).toBe(false);
    expect((await book(date)).status).toBe(200);
  });

  it('is read by the day board through blocksOn, and listed on the desk with the theatres and slots to choose from', async () => {
    const date = nextDate();
    expect((await block(reasoned(range(date, date, ['th-aurora-s2', 'th-aurora-s5']), 'Private screening'))).status).toBe(200);
    const rows = await blocksOn(h.db, date, [AURORA.id, 'th-velvet']);
    expect(
      rows.map(({ theatreId, slotId, date, reason, blockedBy, blockedAt }) => ({ theatreId, slotId, date, reason, blockedBy, blockedAt })),
    ).toEqual(
      ['th-aurora-s2', 'th-aurora-s5'].map((slotId) => ({
        theatreId: AURORA.id,
        slotId,
        date,
        reason: 'Private screening',
        blockedBy: 'Meera Manager',
        blockedAt: clock.now().toISOString(),
      })),
    );
    expect(await blocksOn(h.db, date, ['th-velvet'])).toEqual([]);
    expect(await blocksOn(h.db, addDays(date, 1), [AURORA.id])).toEqual([]);

    const list = await deskCall(app, 'blockList', { theatreId: AURORA.id, from: date, to: date }, { cookie: cookies.owner });
    expect(list.status).toBe(200);
    expect(BlockListResponse.safeParse(list.body).success).toBe(true);
    expect(list.body.blocks.map((b: { slotId: string }) => b.slotId)).toEqual(['th-aurora-s2', 'th-aurora-s5']);
    const aurora = list.body.theatres.find((t: { id: string }) => t.id === AURORA.id);
    expect(aurora.slots.map((s: { id: string }) => s.id)).toEqual(AURORA_SLOTS);
    expect(aurora.branch).toBeTruthy();
    // By default: today and the next 91 days.
    const all = await deskCall(app, 'blockList', {}, { cookie: cookies.owner });
    expect([all.body.from, all.body.to]).toEqual([TODAY, addDays(TODAY, BLOCK_MAX_DAYS - 1)]);
    expect(all.body.blocks.length).toBeGreaterThanOrEqual(2);
    await unblock(range(date, date, AURORA_SLOTS));
  });

  it('is audited with who, when, before and after; a block and an unblock each once', async () => {
    const date = nextDate();
    const since = (await auditOf(h.db)).length;
    await block(reasoned(range(date, addDays(date, 1), ['th-aurora-s3']), 'Deep clean'), cookies.owner);
    await unblock(range(date, addDays(date, 1), AURORA_SLOTS), cookies.manager);
    const entries = (await auditOf(h.db)).slice(since);
    expect(entries.map((e) => [e.action, e.staff_id, e.target])).toEqual([
      ['slot.block', owner.id, `theatre:${AURORA.id}`],
      ['slot.unblock', manager.id, `theatre:${AURORA.id}`],
    ]);
    expect(entries[0].after).toEqual({ from: date, to: addDays(date, 1), slotIds: ['th-aurora-s3'], reason: 'Deep clean', blocked: 2 });
    expect(entries[1].before.blocks).toEqual(
      [date, addDays(date, 1)].map((d) => ({ date: d, slotId: 'th-aurora-s3', reason: 'Deep clean', blockedBy: 'Omar Owner' })),
    );
  });

  it('takes a hold that ran out: a booking whose hold expired is refused its slot on its next step, and a late payment does not sell it', async () => {
    const date = nextDate();
    const token = await newToken(h);
    const id = await createBooking(h, token, addBookingBody(date));
    clock.advance(16 * 60_000);
    cookies.manager = await sessionCookie(h.db, manager.id, clock.now());
    expect((await block(reasoned(range(date)))).status).toBe(200);
    const next = await h.post(
      'booking/new/updateocasion',
      { bookingId: id, occasionId: 'occ-birthday', personName: 'R', totalPrice: 2447 },
      auth(token),
    );
    expect(next.status).toBe(406);
    // The settlement's own step: the money came late, the slot is not sold, and the payment is refunded by its caller.
    expect(await h.db.transaction((tx) => sellSlot(tx, { theatreId: AURORA.id, ...AURORA.slot1, date, persons: 2 }, id, clock.now()))).toBe(
      false,
    );
    expect((await h.db.query(`select 1 from slot_holds where booking_id = $1 and status = 'confirmed'`, [id])).length).toBe(0);
  });
});

describe('a range', () => {
  it('blocks every chosen slot of every day, and unblocks one slot of one day, or all of it', async () => {
    const from = nextDate();
    const to = addDays(from, 2);
    day += 2;
    const res = await block(reasoned(range(from, to, ['th-aurora-s2', 'th-aurora-s1', 'th-aurora-s2']), 'Renovation'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.blocks.map((b: { date: string; slotId: string }) => `${b.date} ${b.slotId}`)).toEqual(
      [from, addDays(from, 1), to].flatMap((d) => [`${d} th-aurora-s1`, `${d} th-aurora-s2`]),
    );
    expect((await onSite(addDays(from, 1), 'th-aurora-s2')).slotCall).toBe(true);

    const one = await unblock(range(addDays(from, 1), addDays(from, 1), ['th-aurora-s2']));
    expect(one.body.blocks).toHaveLength(1);
    expect((await onSite(addDays(from, 1), 'th-aurora-s2')).slotCall).toBe(false);
    expect((await onSite(addDays(from, 1), 'th-aurora-s1')).slotCall).toBe(true);

    const rest = await unblock(range(from, to, AURORA_SLOTS));
    expect(rest.status).toBe(200);
    expect(rest.body.blocks).toHaveLength(5);
    const again = await unblock(range(from, to, AURORA_SLOTS));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(NOTHING_BLOCKED);
  });

  it(`may be ${BLOCK_MAX_DAYS} days long, not one more`, async () => {
    const from = addDays(TODAY, 200);
    const long = await block(reasoned(range(from, addDays(from, BLOCK_MAX_DAYS), ['th-velvet-s1'], 'th-velvet')));
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: 'to', message: `to must be at most 92 days after from (a range is capped at 92 days)` }]);
    const capped = await block(reasoned(range(from, addDays(from, BLOCK_MAX_DAYS - 1), ['th-velvet-s1'], 'th-velvet')));
    expect(capped.status, JSON.stringify(capped.body)).toBe(200);
    expect(capped.body.blocks).toHaveLength(BLOCK_MAX_DAYS);
    expect((await unblock(range(from, addDays(from, BLOCK_MAX_DAYS - 1), ['th-velvet-s1'], 'th-velvet'))).body.blocks).toHaveLength(92);
  });
});

describe('what cannot be blocked', () => {
  it('a slot held by a booking, or sold: the answer names the booking (order id, customer)', async () => {
    const date = nextDate();
    const token = await newToken(h);
    const id = await createBooking(h, token, addBookingBody(date, { userName: 'Ravi Kumar' }));
    const [{ order_id: orderId }] = await h.db.query<{ order_id: string }>('select order_id from bookings where id = $1', [id]);
    const before = await databaseDigest(h.db);

    const held = await block(reasoned(range(date)));
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(
      `Nothing was blocked: that slot is taken. ${bookingDayLabel(date)}, 9:00 AM – 12:00 PM: held for Ravi Kumar (order ${orderId}, not paid yet).`,
    );
    expect(held.body.conflicts).toEqual([
      { date, slotId: SLOT1, fromTime: '09:00', toTime: '12:00', kind: 'held', orderId, customerName: 'Ravi Kumar' },
    ]);

    await h.db.transaction((tx) => sellSlot(tx, { theatreId: AURORA.id, ...AURORA.slot1, date, persons: 2 }, id, clock.now()));
    clock.advance(20 * 60_000);
    cookies.manager = await sessionCookie(h.db, manager.id, clock.now());
    const sold = await block(reasoned(range(date)));
    expect(sold.status).toBe(409);
    expect(sold.body.conflicts[0]).toMatchObject({ kind: 'booked', orderId, customerName: 'Ravi Kumar' });
    expect(sold.body.message).toContain(`booked by Ravi Kumar (order ${orderId})`);
    const after = await databaseDigest(h.db);
    expect({ ...after, slot_holds: '', staff_sessions: '' }).toEqual({ ...before, slot_holds: '', staff_sessions: '' });
  });

  it('a range with any slot taken: nothing of it is blocked, and the answer lists every conflict', async () => {
    const from = nextDate();
    const mid = nextDate();
    const to = nextDate();
    const id = await createBooking(h, await newToken(h), addBookingBody(mid, { time: AURORA.ninety, subTotal: 1799 }));
    expect((await block(reasoned(range(to, to, ['th-aurora-s6']), 'Projector'), cookies.owner)).status).toBe(200);
    const blocksBefore = await blockCount();

    const res = await block(reasoned(range(from, to, AURORA_SLOTS), 'Closed for Diwali'));
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Nothing was blocked: 2 of those slots are taken\./);
    const [{ order_id: orderId }] = await h.db.query<{ order_id: string }>('select order_id from bookings where id = $1', [id]);
    expect(res.body.conflicts).toEqual([
      { date: mid, slotId: 'th-aurora-s4', fromTime: '19:30', toTime: '21:00', kind: 'held', orderId, customerName: 'Asha Rao' },
      {
        date: to,
        slotId: 'th-aurora-s6',
        fromTime: '23:30',
        toTime: '01:00',
        kind: 'blocked',
        reason: 'Projector',
        blockedBy: 'Omar Owner',
      },
    ]);
    expect(await blockCount()).toBe(blocksBefore);
    expect((await onSite(from)).slotCall).toBe(false);
    await unblock(range(to, to, ['th-aurora-s6']));
  });
});

describe('hostile and wrong input', () => {
  const future = addDays(TODAY, 300);
  const good = reasoned(range(future));

  it.each([
    ['a theatre id that is not text', { ...good, theatreId: 42 }, 'theatreId'],
    ['no theatre', { ...good, theatreId: 'th-nowhere' }, 'theatreId'],
    ['a NUL in the theatre id', { ...good, theatreId: 'th-aurora\u0000' }, 'theatreId'],
    ['no slots', { ...good, slotIds: [] }, 'slotIds'],
    ['slots that are not a list', { ...good, slotIds: SLOT1 }, 'slotIds'],
    ['a slot id that is a number', { ...good, slotIds: [1] }, 'slotIds.0'],
    ["another theatre's slot", { ...good, slotIds: [SLOT1, 'th-velvet-s1'] }, 'slotIds'],
    ['too many slots', { ...good, slotIds: Array.from({ length: 25 }, (_, i) => `s${i}`) }, 'slotIds'],
    ['a date that is not a day', { ...good, from: '2026-02-30' }, 'from'],
    ['a date in year 0', { ...good, from: '0000-01-01', to: '0000-01-01' }, 'from'],
    ['a date not as YYYY-MM-DD', { ...good, to: '01/12/2026' }, 'to'],
    ['an end before the start', { ...good, to: addDays(future, -1) }, 'to'],
    ['a day already past in India', reasoned(range(addDays(TODAY, -1), TODAY)), 'from'],
    ['a day more than a year ahead', reasoned(range(addDays(TODAY, 360), addDays(TODAY, 367))), 'to'],
    ['no reason', { ...good, reason: '   ' }, 'reason'],
    ['a reason too long', { ...good, reason: 'x'.repeat(201) }, 'reason'],
    ['a huge reason', { ...good, reason: 'x'.repeat(60_000) }, 'reason'],
    ['a NUL in the reason', { ...good, reason: 'AC\u0000repair' }, 'reason'],
    ['a reason that reverses its text', { ...good, reason: 'AC \u202erepair' }, 'reason'],
    ['a reason that is an object', { ...good, reason: { toString: 'x' } }, 'reason'],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_case, body, field) => {
    const before = await databaseDigest(h.db);
    const res = await block(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await databaseDigest(h.db)).toEqual(before);
  });

  it('refuses a body over the size limit, or not JSON, and ignores unknown fields', async () => {
    expect((await block({ ...good, reason: 'x'.repeat(70_000) })).status).toBe(413);
    expect((await deskCall(app, 'blockSlots', {}, { cookie: cookies.manager, raw: '{"theatreId":' })).status).toBe(400);
    const ok = await block({ ...good, blockedBy: owner.id, blockedAt: '2000-01-01', extra: { deep: 1 } });
    expect(ok.status).toBe(200);
    expect(ok.body.blocks[0]).toMatchObject({ blockedBy: 'Meera Manager', blockedAt: clock.now().toISOString() });
    expect((await unblock(range(future))).status).toBe(200);
  });

  it('unblock: a slot not blocked, another theatre, or bad input change nothing', async () => {
    const date = nextDate();
    await block(reasoned(range(date)));
    const before = await databaseDigest(h.db);
    expect((await unblock(range(date, date, ['th-aurora-s2']))).status).toBe(404);
    expect((await unblock(range(date, date, [SLOT1], 'th-velvet'))).status).toBe(404);
    expect((await unblock({ ...range(date), slotIds: 'all' })).status).toBe(400);
    expect((await unblock({ ...range(date), to: addDays(date, BLOCK_MAX_DAYS) })).status).toBe(400);
    expect((await unblock({ ...range(date), from: '9999-99-99' })).status).toBe(400);
    expect(await databaseDigest(h.db)).toEqual(before);
    expect((await unblock(range(date))).status).toBe(200);
  });

  it('the list: a bad day, a range too long, an unknown theatre or a repeated filter are 400s', async () => {
    for (const query of [
      { from: '2026-13-01' },
      { from: TODAY, to: addDays(TODAY, BLOCK_MAX_DAYS) },
      { to: addDays(TODAY, -1) },
      { theatreId: 'th-nowhere' },
    ]) {
      const res = await deskCall(app, 'blockList', query, { cookie: cookies.manager });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    const res = await app.request(`/v1/desk/blocks?theatreId=${AURORA.id}&theatreId=th-velvet`, { headers: { cookie: cookies.manager } });
    expect(res.status).toBe(400);
  });
});

describe('races', () => {
  it('a block and a hold of one slot at the same moment: exactly one wins, and the loser is told why', async () => {
    for (let round = 0; round < 4; round++) {
      const date = nextDate();
      const token = await newToken(h);
      const [blocked, held] = await Promise.all([
        block(reasoned(range(date))),
        h.post('booking/new/addbooking', addBookingBody(date, { userName: 'Racing Customer' }), auth(token)),
      ]);
      const holds = await h.db.query<{ order_id: string }>(
        `select b.order_id from slot_holds h join bookings b on b.id = h.booking_id where h.slot_date = $1::date and h.status = 'held'`,
        [date],
      );
      if (held.status === 200) {
        expect(blocked.status, JSON.stringify(blocked.body)).toBe(409);
        expect(blocked.body.conflicts).toMatchObject([{ kind: 'held', orderId: holds[0].order_id, customerName: 'Racing Customer' }]);
        expect(await blockCount(date)).toBe(0);
      } else {
        expect(held.status).toBe(406);
        expect(blocked.status).toBe(200);
        expect(holds).toEqual([]);
        expect(await blockCount(date)).toBe(1);
      }
    }
  });

  it('two staff blocking one slot at once: one block, the other told it exists', async () => {
    const date = nextDate();
    const [a, b] = await Promise.all([
      block(reasoned(range(date), 'Leak'), cookies.manager),
      block(reasoned(range(date), 'Paint'), cookies.owner),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(loser.body.message).toContain(`already blocked by ${winner.body.blocks[0].blockedBy} (${winner.body.blocks[0].reason})`);
    expect(await blockCount(date)).toBe(1);
    expect((await auditOf(h.db, `action = 'slot.block' and after->>'from' = $1`, [date])).length).toBe(1);
  });

  it('a block of a whole range and a site booking inside it at once: the booking, and nothing blocked; or the range, and a 406', async () => {
    for (let round = 0; round < 2; round++) {
      // Within the booking horizon (90 days), clear of the other tests' days.
      const from = addDays(TODAY, 40 + round * 25);
      const to = addDays(from, 19);
      const inside = addDays(from, 13);
      const [blocked, held] = await Promise.all([block(reasoned(range(from, to, AURORA_SLOTS), 'Refit')), book(inside)]);
      const rows = (
        await h.db.query<{ n: number }>(`select count(*)::int as n from slot_blocks where slot_date between $1 and $2`, [from, to])
      )[0].n;
      if (held.status === 200) {
        expect(blocked.status).toBe(409);
        expect(blocked.body.conflicts).toHaveLength(1);
        expect(rows).toBe(0);
      } else {
        expect(held.status).toBe(406);
        expect(blocked.status).toBe(200);
        expect(rows).toBe(20 * AURORA_SLOTS.length);
        await unblock(range(from, to, AURORA_SLOTS));
      }
    }
  });

  it('a second insert of the same blocks is refused by the unique key, not doubled', async () => {
    expect(BLOCKED_MEANWHILE).toMatch(/nothing was blocked/);
    const date = nextDate();
    await block(reasoned(range(date)));
    await expect(
      h.db.query(
        `insert into slot_blocks (theatre_id, slot_id, slot_date, reason, blocked_by, blocked_at) values ($1, $2, $3, 'again', $4, now())`,
        [AURORA.id, SLOT1, date, manager.id],
      ),
    ).rejects.toThrow(/unique|duplicate/i);
  });
});

// Two servers, each with its own pool, on one PostgreSQL: what one blocks, the other shows and refuses,
// and a block through one racing holds through the other still lets one win.
if (onRealPostgres) {
  describe('two server instances on one PostgreSQL', () => {
    it('a block made through one shows booked and refuses holds through the other; racing blocks and holds, one wins per slot', async () => {
      // A copy of the run's seeded template, opened twice.
      const pg = await freshPostgres(process.env.TEST_DATABASE_URL!, inject('postgresTemplate'));
      const dbs = [await openDatabase({ databaseUrl: pg.url }), await openDatabase({ databaseUrl: pg.url })];
      try {
        const staff = await addTestStaff(dbs[0], 'manager');
        const cookie = await sessionCookie(dbs[0], staff.id, clock.now());
        const desk = deskApp(dbs[0], { now: clock.now });
        const site = createApp({ db: dbs[1], now: clock.now, siteUrl: SITE });
        const post = async (path: string, body: unknown, token?: string) => {
          const res = await site.request(`${API_PREFIX}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify(body),
          });
          return { status: res.status, body: await res.json() };
        };
        const date = addDays(TODAY, 3);
        expect((await deskCall(desk, 'blockSlots', reasoned(range(date)), { cookie })).status).toBe(200);
        const slots = (await post('web/getslotsbydate', { theatreId: AURORA.id, slotDate: date })).body.slots;
        expect(slots.find((s: { _id: string }) => s._id === SLOT1).isBooked).toBe(true);
        const token = (await post('web/session', {})).body.token;
        expect((await post('booking/new/addbooking', addBookingBody(date), token)).status).toBe(406);

        for (let round = 0; round < 5; round++) {
          const d = addDays(TODAY, 10 + round);
          const t = (await post('web/session', {})).body.token;
          const [b, hold] = await Promise.all([
            deskCall(desk, 'blockSlots', reasoned(range(d)), { cookie }),
            post('booking/new/addbooking', addBookingBody(d), t),
          ]);
          expect([b.status, hold.status].sort(), JSON.stringify([b.body, hold.body])).toEqual(
            hold.status === 200 ? [200, 409] : [200, 406],
          );
          const [{ n }] = await dbs[0].query<{ n: number }>(
            `select (select count(*) from slot_blocks where slot_date = $1::date) + (select count(*) from slot_holds where slot_date = $1::date and status = 'held') as n`,
            [d],
          );
          expect(Number(n)).toBe(1);
        }
      } finally {
        await Promise.all(dbs.map((db) => db.close()));
        await pg.drop();
      }
    });
  });
}
