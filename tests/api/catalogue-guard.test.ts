import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySnapshot, checkDrafts, freezeDrafts, readLiveContent, restoreLiveContent } from '../../server/content/publishing.ts';
import { findBooking } from '../../server/repo/bookings.ts';
import { sellSlot } from '../../server/repo/slotHolds.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { addDays } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, AURORA, auth, newToken, testClock, tomorrow } from './bookingFixtures.ts';
import { addTestStaff, databaseDigest, deskApp, deskCall, refusalCount, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * Catalogue edits never sell a room twice nor move a booking: a theatre's bookable slots do not
 * overlap, and a slot or a theatre that bookings from today on are on is not re-timed, switched
 * off or made smaller, at the desk's save, at the Publish that makes it live, and at a Rollback.
 * A booking racing such a Publish either is counted by it or sees the slot as published.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
const HOLD_LAPSED = 16 * 60_000;
const PUBLISHER = { staffId: null, staffName: 'Admin token' };
let h: Harness;
let desk: App;
const staff = {} as Record<'editor' | 'manager', TestStaff>;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  desk = deskApp(h.db, { now: clock.now });
  staff.editor = await addTestStaff(h.db, 'editor', { name: 'Esha Editor' });
  staff.manager = await addTestStaff(h.db, 'manager', { name: 'Mona Manager' });
});
afterAll(() => h?.close());

type Rec = { id: string; version: number; state: string; fields: Record<string, any>; live: Record<string, any> | null };

async function as(who: keyof typeof staff, name: DeskCallName, input: unknown, version?: number) {
  const headers: Record<string, string> = version === undefined ? {} : { 'if-match': `"${version}"` };
  return deskCall(desk, name, input, { cookie: await sessionCookie(h.db, staff[who].id, clock.now()), headers });
}
const record = async (kind: string, id: string): Promise<Rec> =>
  ((await as('editor', 'recordList', { kind })).body.records as Rec[]).find((r) => r.id === id)!;
/** A save of the record with `change` over its fields as the desk has them. */
async function save(kind: 'slot' | 'theatre', id: string, change: Record<string, unknown>, who: keyof typeof staff = 'editor') {
  const r = await record(kind, id);
  return as(who, 'recordSave', { kind, id, fields: { ...r.fields, ...change } }, r.version);
}
const slotId = (n: number) => `th-aurora-s${n}`;
const liveSlot = async (id: string) =>
  (
    await h.db.query<{ from_time: string; to_time: string; is_active: boolean }>(
      'select from_time, to_time, is_active from slots where id = $1',
      [id],
    )
  )[0];
/** A customer's booking of the slot (its live times) on `date`: the answer and its order id. */
async function book(slot: string, date: string, persons = 2, times?: { fromTime: string; toTime: string }) {
  const live = await liveSlot(slot);
  const time = { slotId: slot, ...(times ?? { fromTime: live.from_time, toTime: live.to_time }) };
  const token = await newToken(h);
  const res = await h.post(
    'booking/new/addbooking',
    addBookingBody(date, { time, noOfPersons: persons, subTotal: undefined }),
    auth(token),
  );
  const [row] =
    res.status === 200 ? await h.db.query<{ order_id: string }>('select order_id from bookings where id = $1', [res.body.bookingId]) : [];
  return { res, token, orderId: row?.order_id as string };
}
const publish = () => h.db.transaction(async (tx) => applySnapshot(tx, await freezeDrafts(tx), PUBLISHER, clock.now()));
const revisions = async () => (await h.db.query<{ n: number }>('select count(*)::int as n from edit_revisions'))[0].n;
/** Every hold made so far has lapsed: no booking of the tests before counts any more. */
const lapse = () => clock.advance(HOLD_LAPSED);
let day = 1;
const nextDate = () => addDays(tomorrow(clock.now()), day++);

describe('saving slot times: hostile input', () => {
  it('refuses wrong types, huge and NUL-laden text, times that are not times, 24:00 as a start and a slot of no length, naming the field', async () => {
    const digest = await databaseDigest(h.db, ['audit_log']);
    const refusedBefore = await refusalCount(h.db, 'role', 'POST records/save', staff.manager.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ fromTime: 9 }, 'fields.fromTime'],
      [{ fromTime: null }, 'fields.fromTime'],
      [{ fromTime: { h: 9 } }, 'fields.fromTime'],
      [{ toTime: ['12:00'] }, 'fields.toTime'],
      [{ fromTime: 'x'.repeat(60_000) }, 'fields.fromTime'],
      [{ fromTime: '09:\u000000' }, 'fields.fromTime'],
      [{ fromTime: '25:00' }, 'fields.fromTime'],
      [{ toTime: '12:60' }, 'fields.toTime'],
      [{ fromTime: '9:00' }, 'fields.fromTime'],
      [{ fromTime: '24:00', toTime: '02:00' }, 'fields.fromTime'],
      [{ fromTime: '12:00', toTime: '12:00' }, 'fields.toTime'],
      [{ active: 'true' }, 'fields.active'],
      [{ active: 1 }, 'fields.active'],
    ];
    for (const [change, field] of cases) {
      const res = await save('slot', slotId(1), change);
      expect(res.status, JSON.stringify(change).slice(0, 60)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const theatre = await record('theatre', AURORA.id);
    for (const maxSeating of [-1, 1.5, '4', 1e9, null]) {
      const res = await as(
        'editor',
        'recordSave',
        { kind: 'theatre', id: AURORA.id, fields: { ...theatre.fields, maxSeating } },
        theatre.version,
      );
      expect(res.status, String(maxSeating)).toBe(400);
    }
    // Someone who may not edit, and no one at all.
    expect((await save('slot', slotId(1), { fromTime: '08:00' }, 'manager')).status).toBe(403);
    expect((await deskCall(desk, 'recordSave', { kind: 'slot', id: slotId(1), fields: {} })).status).toBe(401);
    // Nothing changed but the refused role's count in the audit log.
    const after = await databaseDigest(h.db, ['audit_log']);
    expect({ ...after, staff_sessions: '' }).toEqual({ ...digest, staff_sessions: '' });
    expect(await refusalCount(h.db, 'role', 'POST records/save', staff.manager.id)).toBe(refusedBefore + 1);
  });
});

describe("a theatre's bookable slots do not overlap", () => {
  it('an equal or overlapping slot is refused, naming the other slot in the desk’s time format; touching is allowed', async () => {
    const equal = await save('slot', slotId(2), { fromTime: '09:00', toTime: '12:00' });
    expect(equal.status).toBe(400);
    expect(equal.body.message).toBe(
      "Not saved: Aurora's slot 9:00 AM – 12:00 PM would overlap Aurora's slot 9:00 AM – 12:00 PM: a theatre's bookable slots " +
        'may not overlap, or one room would be sold twice for the same time. Change its times, or the other slot’s first.',
    );
    expect(equal.body.errors).toEqual([
      { field: 'fields.fromTime', message: "fields.fromTime and fields.toTime make this slot overlap Aurora's slot 9:00 AM – 12:00 PM" },
    ]);
    const over = await save('slot', slotId(2), { fromTime: '11:30', toTime: '14:30' });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain("would overlap Aurora's slot 9:00 AM – 12:00 PM");

    const before = await revisions();
    const touching = await save('slot', slotId(2), { fromTime: '12:00', toTime: '15:30' });
    expect(touching.status, JSON.stringify(touching.body)).toBe(200);
    expect(await revisions()).toBe(before + 1);
    // Back as it is live.
    expect((await save('slot', slotId(2), { fromTime: '12:30', toTime: '15:30' })).status).toBe(200);
  });

  it('a slot running past midnight overlaps the next morning’s; its end may touch a start', async () => {
    // Aurora's last slot runs 23:30 to 01:00.
    const night = await save('slot', slotId(1), { fromTime: '00:30', toTime: '03:00' });
    expect(night.status).toBe(400);
    expect(night.body.message).toContain("would overlap Aurora's slot 11:30 PM – 1:00 AM");
    const lateNight = await save('slot', slotId(5), { fromTime: '21:30', toTime: '23:45' });
    expect(lateNight.status).toBe(400);
    expect(lateNight.body.message).toContain("Aurora's slot 11:30 PM – 1:00 AM");
    expect((await save('slot', slotId(1), { fromTime: '01:00', toTime: '04:00' })).status).toBe(200);
    expect((await save('slot', slotId(1), { fromTime: '09:00', toTime: '12:00' })).status).toBe(200);
  });

  it('a switched-off slot is not weighed, until it is switched on; other slots’ drafts are', async () => {
    expect((await save('slot', slotId(3), { active: false })).status).toBe(200);
    expect((await save('slot', slotId(2), { toTime: '16:30' })).status).toBe(200);
    const on = await save('slot', slotId(3), { active: true });
    expect(on.status).toBe(400);
    // The other slot as its draft has it, not as it is live.
    expect(on.body.message).toContain("would overlap Aurora's slot 12:30 PM – 4:30 PM");
    expect((await save('slot', slotId(2), { toTime: '15:30' })).status).toBe(200);
    expect((await save('slot', slotId(3), { active: true })).status).toBe(200);
  });

  it('drafts that overlap all the same (written past the save) are refused by the Publish, which makes nothing live', async () => {
    const s2 = await record('slot', slotId(2));
    await h.db.query(`update edit_records set draft = $3 where kind = $1 and record_id = $2`, [
      'slot',
      slotId(2),
      JSON.stringify({ ...s2.fields, fromTime: '10:00' }),
    ]);
    const refused = await publish().then(
      () => '',
      (e: Error) => e.message,
    );
    // Either slot may be named first: both are changes of this Publish.
    expect(refused).toMatch(/^Nothing was published: Aurora's slot .* would overlap Aurora's slot /);
    expect(refused).toContain('9:00 AM – 12:00 PM');
    expect(refused).toContain('10:00 AM – 3:30 PM');
    expect(await liveSlot(slotId(2))).toMatchObject({ from_time: '12:30' });
    await expect(checkDrafts(h.db, clock.now())).rejects.toMatchObject({ status: 400 });
    expect((await save('slot', slotId(2), { fromTime: '12:30' })).status).toBe(200);
    await publish();
  });
});

describe('bookings from today on keep their slot', () => {
  it('a booked slot is not re-timed nor switched off: the refusal lists the order ids; an abandoned hold does not count', async () => {
    const date = nextDate();
    const a = await book(slotId(1), date);
    const b = await book(slotId(1), nextDate());
    expect([a.res.status, b.res.status]).toEqual([200, 200]);
    const before = await revisions();
    const moved = await save('slot', slotId(1), { fromTime: '08:30', toTime: '11:30' });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toMatch(
      new RegExp(
        `^Not saved: Aurora's slot 9:00 AM – 12:00 PM cannot be re-timed while 2 bookings from today on are on it: ${a.orderId} \\(`,
      ),
    );
    expect(moved.body.message).toContain(`${b.orderId} (`);
    expect(moved.body.message).toMatch(/Move or cancel them at the desk first\.$/);
    expect(moved.body.errors).toEqual([
      {
        field: 'fields.fromTime',
        message: `fields.fromTime cannot change while these bookings from today on need it: ${a.orderId}, ${b.orderId}`,
      },
    ]);
    const off = await save('slot', slotId(1), { active: false });
    expect(off.status).toBe(409);
    expect(off.body.errors[0].field).toBe('fields.active');
    expect(off.body.message).toContain(a.orderId);
    expect(await revisions()).toBe(before);
    // The same times, saved again: nothing to refuse, and nothing to save.
    const same = await save('slot', slotId(1), {});
    expect(same.status).toBe(200);
    expect(same.body.message).toContain('is as it was');

    lapse();
    expect((await save('slot', slotId(1), { fromTime: '08:30', toTime: '11:30' })).status).toBe(200);
    expect((await save('slot', slotId(1), { fromTime: '09:00', toTime: '12:00' })).status).toBe(200);
  });

  it('a theatre with bookings is not switched off, nor made to take fewer people than one is for', async () => {
    const four = await book(slotId(2), nextDate(), 4);
    const two = await book(slotId(3), nextDate(), 2);
    expect([four.res.status, two.res.status]).toEqual([200, 200]);
    const off = await save('theatre', AURORA.id, { active: false });
    expect(off.status).toBe(409);
    expect(off.body.message).toMatch(/^Not saved: Theatre "Aurora" cannot be switched off while 2 bookings from today on are on it: /);
    expect(off.body.message).toContain(four.orderId);
    expect(off.body.message).toContain(two.orderId);
    const smaller = await save('theatre', AURORA.id, { maxSeating: 3 });
    expect(smaller.status).toBe(409);
    expect(smaller.body.message).toContain(
      `cannot take fewer than 4 people while a booking from today on is for that many: ${four.orderId} (4 people`,
    );
    expect(smaller.body.message).not.toContain(two.orderId);
    expect(smaller.body.errors[0].field).toBe('fields.maxSeating');
    // What the bookings leave room for is allowed: a new name, and no fewer seats than they need.
    expect((await save('theatre', AURORA.id, { name: 'Aurora Suite' })).status).toBe(200);
    expect((await save('theatre', AURORA.id, { name: 'Aurora' })).status).toBe(200);
    lapse();
  });

  it('a paid booking of yesterday does not count; a cancelled one from today on does not either', async () => {
    const date = nextDate();
    const paid = await book(slotId(4), date);
    const booking = (await findBooking(h.db, paid.res.body.bookingId))!;
    expect(await h.db.transaction((tx) => sellSlot(tx, booking.draft, booking.id, clock.now()))).toBe(true);
    expect((await save('slot', slotId(4), { toTime: '21:15' })).status).toBe(409);
    const cancelled = await book(slotId(5), nextDate());
    await h.db.query(`update bookings set status = 'cancelled' where id = $1`, [cancelled.res.body.bookingId]);
    await h.db.query(`update slot_holds set status = 'released' where booking_id = $1`, [cancelled.res.body.bookingId]);
    expect((await save('slot', slotId(5), { toTime: '23:15' })).status).toBe(200);
    expect((await save('slot', slotId(5), { toTime: '23:00' })).status).toBe(200);

    const saved = clock.now().getTime();
    clock.set(new Date(Date.parse(`${addDays(date, 1)}T05:00:00Z`)));
    expect((await save('slot', slotId(4), { toTime: '21:15' })).status).toBe(200);
    expect((await save('slot', slotId(4), { toTime: '21:00' })).status).toBe(200);
    clock.set(new Date(saved));
    // The paid booking is back among those ahead: its theatre stays open.
    expect((await save('theatre', AURORA.id, { active: false })).status).toBe(409);
  });
});

describe('Publish weighs the drafts again', () => {
  it('a booking made between the save and the Publish counts: nothing goes live; once it lapses, the Publish goes through', async () => {
    const s6 = slotId(6);
    expect((await save('slot', s6, { fromTime: '23:15', toTime: '00:45' })).status).toBe(200);
    const late = await book(s6, nextDate());
    expect(late.res.status).toBe(200);
    await expect(checkDrafts(h.db, clock.now())).rejects.toMatchObject({ status: 409 });
    await expect(publish()).rejects.toThrow(
      new RegExp(
        `^Nothing was published: Aurora's slot 11:30 PM – 1:00 AM cannot be re-timed while a booking from today on is on it: ${late.orderId}`,
      ),
    );
    expect(await liveSlot(s6)).toMatchObject({ from_time: '23:30', to_time: '01:00' });
    expect((await record('slot', s6)).state).toBe('changed');

    lapse();
    await publish();
    expect(await liveSlot(s6)).toMatchObject({ from_time: '23:15', to_time: '00:45' });
    // The lapsed booking, resumed, is told its slot changed rather than being held at the old time.
    const next = await h.post(
      'booking/new/updateocasion',
      { bookingId: late.res.body.bookingId, occasionId: 'occ-birthday', personName: 'R' },
      auth(late.token),
    );
    expect(next.status).toBe(406);
    expect(next.body.message).toBe("Sorry, this slot's times have changed to 11:15 PM – 12:45 AM. Please choose a slot again.");
    // A late payment for it is not sold at the old time either: its caller refunds.
    const lateBooking = (await findBooking(h.db, late.res.body.bookingId))!;
    expect(await h.db.transaction((tx) => sellSlot(tx, lateBooking.draft, lateBooking.id, clock.now()))).toBe(false);
  });

  it('a Rollback that would re-time a booked slot is refused, and changes nothing', async () => {
    const release = await readLiveContent(h.db);
    const s6 = slotId(6);
    expect((await save('slot', s6, { fromTime: '23:30', toTime: '01:00' })).status).toBe(200);
    await publish();
    const booked = await book(s6, nextDate());
    expect(booked.res.status).toBe(200);
    const digest = await databaseDigest(h.db);
    await expect(h.db.transaction((tx) => restoreLiveContent(tx, release, PUBLISHER, clock.now()))).rejects.toThrow(
      new RegExp(`^Nothing was rolled back: Aurora's slot 11:30 PM – 1:00 AM cannot be re-timed .*${booked.orderId}`),
    );
    expect(await databaseDigest(h.db)).toEqual(digest);
    lapse();
  });
});

describe('an edit and its Publish racing a booking of the same slot', () => {
  it('never end with a booking at the old time on a re-timed slot: either the Publish counts the booking, or the booking sees the new time', async () => {
    const s3 = slotId(3);
    for (let round = 0; round < 12; round++) {
      const live = await liveSlot(s3);
      const old = { fromTime: live.from_time, toTime: live.to_time };
      const next = old.fromTime === '16:00' ? { fromTime: '16:15', toTime: '19:15' } : { fromTime: '16:00', toTime: '19:00' };
      expect((await save('slot', s3, next)).status).toBe(200);
      const date = nextDate();
      const [published, booked] = await Promise.all([
        publish().then(
          () => 'published',
          (e: Error) => e.message,
        ),
        book(s3, date, 2, old),
      ]);
      const now = await liveSlot(s3);
      const kept = await h.db.query<{ from_time: string; to_time: string }>(
        `select b.from_time, b.to_time from bookings b join slot_holds h on h.booking_id = b.id
         where b.slot_id = $1 and b.slot_date = $2 and h.status in ('held', 'confirmed')`,
        [s3, date],
      );
      for (const b of kept)
        expect({ fromTime: b.from_time, toTime: b.to_time }, `round ${round}`).toEqual({ fromTime: now.from_time, toTime: now.to_time });
      if (published === 'published') {
        expect(now).toMatchObject({ from_time: next.fromTime, to_time: next.toTime });
        expect([400, 406], JSON.stringify(booked.res.body)).toContain(booked.res.status);
        expect(kept).toEqual([]);
      } else {
        expect(published).toContain(
          `Nothing was published: Aurora's slot ${old.fromTime === '16:00' ? '4:00 PM – 7:00 PM' : '4:15 PM – 7:15 PM'}`,
        );
        expect(booked.res.status).toBe(200);
        expect(published).toContain(booked.orderId);
        expect(now).toMatchObject({ from_time: old.fromTime, to_time: old.toTime });
      }
      lapse();
    }
  });
});
