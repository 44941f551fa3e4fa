import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_SUCH_BOOKING } from '../../server/desk/bookingPageRoutes.ts';
import { TOO_MANY_TO_EXPORT } from '../../server/desk/findRoutes.ts';
import { insertBlocks } from '../../server/repo/slotBlocks.ts';
import {
  BOOKING_COUNT_LIMIT,
  BoardResponse,
  BookingListResponse,
  BookingNoteResponse,
  BookingPageResponse,
  EXPORT_MAX_ROWS,
} from '../../src/lib/api/deskBookings.ts';
import { DESK_PREFIX } from '../../src/lib/api/deskRoutes.ts';
import { addDays, istInstant, istToday } from '../../src/lib/booking/istClock.ts';
import { SEARCH_MESSAGE } from '../../src/lib/desk/bookingSearch.ts';
import { BOOKINGS_CSV_HEADER, istStamp } from '../../src/lib/desk/bookingsCsv.ts';
import { addBookingBody, AURORA, auth, createBooking, newToken, testClock } from './bookingFixtures.ts';
import {
  addTestStaff,
  auditOf,
  boardSlot,
  databaseDigest,
  deskApp,
  deskCall,
  sessionCookie,
  type App,
  type TestStaff,
} from './deskFixtures.ts';
import { openPaymentHarness, pressOnPayPage, startPayment } from './paymentFixtures.ts';

/**
 * The desk's reading of bookings: the day board (and its passive refresh), a booking's page and
 * its notes, Find and its CSV export; validation, hostile input and two notes at once.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z')); // 10:30 in India
const TODAY = istToday(clock.now());
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let app: App;
let frontDesk: TestStaff;
let manager: TestStaff;
let cookies: { frontDesk: string; manager: string };
/** Each test takes days of its own, so that their bookings never meet. */
let day = 1;
const nextDate = () => addDays(TODAY, day++);

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  app = deskApp(t.h.db, { now: clock.now });
  frontDesk = await addTestStaff(t.h.db, 'front-desk', { name: 'Farah Front' });
  manager = await addTestStaff(t.h.db, 'manager', { name: 'Meera Manager' });
});
afterAll(() => t?.h.close());
// Some tests move the clock past a session's idle half hour.
beforeEach(async () => {
  cookies = {
    frontDesk: await sessionCookie(t.h.db, frontDesk.id, clock.now()),
    manager: await sessionCookie(t.h.db, manager.id, clock.now()),
  };
});

const get = (name: 'board' | 'boardRefresh' | 'bookingPage' | 'bookingList' | 'bookingExport', query: object, cookie = cookies.frontDesk) =>
  deskCall(app, name, query, { cookie });

const led = { _id: 'addon-led-name-letters', name: 'LED Name Letters', type: 'other', price: 499, quantity: 1 };
const blackForest = {
  _id: 'cake-eggless-black-forest',
  name: 'Eggless Black Forest',
  type: 'cake',
  cakeType: 'eggless',
  price: 1098,
  quantity: '1',
};

/** A basic booking made on the site: 3 people, a birthday for Ravi, a 1 kg eggless cake and LED letters (₹4,243). */
async function bookOnSite(date: string, details: Record<string, unknown> = {}, slot = AURORA.slot1) {
  const token = await newToken(t.h);
  const bookingId = await createBooking(t.h, token, addBookingBody(date, { noOfPersons: 3, time: slot, subTotal: undefined, ...details }));
  const ok = async (path: string, body: object) => {
    const res = await t.h.post(path, { bookingId, ...body }, auth(token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  await ok('booking/new/updateocasion', { occasionId: 'occ-birthday', personName: 'Ravi' });
  await ok('booking/new/updatecakes', { products: [blackForest] });
  await ok('booking/new/updateaddons', { products: [led], addons: JSON.stringify([{ id: led._id, price: 499, name: led.name }]) });
  return { token, bookingId };
}

/** Pays the booking's advance on the sandbox's PhonePe page, as a customer does. */
async function payOnSite(token: string, bookingId: string) {
  const { url } = await startPayment(t.h, token, bookingId);
  const res = await pressOnPayPage(t.h, url, 'Pay');
  expect(res.status).toBeLessThan(400);
}

describe('the day board', () => {
  it("opens on today's first open branch: each theatre with its active slots in order, free, in the contract's shape", async () => {
    const res = await get('board', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(BoardResponse.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({ date: TODAY, today: TODAY, branch: { id: 'loc-jubilee-hills' }, at: clock.now().toISOString() });
    // LB Nagar is announced, not open: not a branch to choose.
    expect(res.body.branches.map((b: { id: string }) => b.id)).toEqual([
      'loc-jubilee-hills',
      'loc-gachibowli',
      'loc-kukatpally',
      'loc-kondapur',
    ]);
    expect(res.body.theatres.map((th: { id: string }) => th.id)).toEqual(['th-aurora', 'th-velvet']);
    const aurora = res.body.theatres[0].slots;
    expect(aurora.map((s: { fromTime: string }) => s.fromTime)).toEqual(['09:00', '12:30', '16:00', '19:30', '21:30', '23:30']);
    expect(aurora.every((s: { state: string }) => s.state === 'free')).toBe(true);
    // 10:30 in India: the 09:00-12:00 slot has not ended; yesterday's last slot has.
    expect(aurora[0].over).toBe(false);
    const yesterday = await get('board', { date: addDays(TODAY, -1) });
    expect(yesterday.body.theatres[0].slots.at(-1).over).toBe(true);
  });

  it('shows a booking paid on the site: held with its minutes left while the customer pays, then booked with all the venue needs', async () => {
    const date = nextDate();
    const { token, bookingId } = await bookOnSite(date, { userName: 'Asha Rao', userPhone: '9876543210' });
    clock.advance(5 * 60_000);
    const held = boardSlot((await get('boardRefresh', { date })).body, AURORA.id, AURORA.slot1.slotId);
    expect(held).toMatchObject({ state: 'held', minutesLeft: 10, heldBy: { id: bookingId, customerName: 'Asha Rao' } });

    await payOnSite(token, bookingId);
    // The board's own refresh (what an open board polls) and a fresh look both show it at once.
    for (const name of ['boardRefresh', 'board'] as const) {
      const res = await get(name, { branch: 'loc-jubilee-hills', date });
      expect(BoardResponse.safeParse(res.body).success).toBe(true);
      const booked = boardSlot(res.body, AURORA.id, AURORA.slot1.slotId);
      expect(booked.state).toBe('booked');
      expect(booked.booking).toEqual({
        id: bookingId,
        orderId: expect.stringMatching(/^ORD[A-Z0-9]{10}$/),
        status: 'booking-confirmed',
        venueStatus: null,
        customer: { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com' },
        persons: 3,
        occasion: 'Birthday',
        personName: 'Ravi',
        decoration: true,
        decorationTheme: '',
        cakeMessage: '',
        cakes: [{ name: 'Eggless Black Forest', weight: '1', cakeType: 'eggless', fromPlan: false }],
        addons: ['LED Name Letters'],
        food: [],
        plan: { type: 'normal', name: 'Basic', includes: [] },
        // 2148 + 299 (a third person) + 299 (birthday) + 1098 (cake) + 499 (letters); the wizard's advance paid.
        money: { total: 4343, paid: 750, leftToCollect: 3593 },
      });
    }
    // What happened at the venue shows too (Mark arrived sets it).
    await t.h.db.query(`update bookings set venue_status = 'arrived' where id = $1`, [bookingId]);
    expect(boardSlot((await get('boardRefresh', { date })).body, AURORA.id, AURORA.slot1.slotId).booking.venueStatus).toBe('arrived');
    // Other slots and theatres stay free.
    expect(boardSlot((await get('board', { date })).body, 'th-velvet', 'th-velvet-s1').state).toBe('free');
  });

  it("shows a combo's plan, what it includes and its cake's flavour", async () => {
    const date = nextDate();
    const token = await newToken(t.h);
    const bookingId = await createBooking(t.h, token, addBookingBody(date, { type: 'combo', subTotal: undefined }));
    for (const [path, body] of [
      ['booking/new/updateocasion', { occasionId: 'occ-birthday', personName: 'Meena' }],
      ['booking/new/updatecombo', { planId: 'plan-aurora-birthday-premium', productId: 'cake-egg-red-velvet', flavour: 'Butterscotch' }],
    ] as const) {
      const res = await t.h.post(path, { bookingId, ...body }, auth(token));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await payOnSite(token, bookingId);
    const booked = boardSlot((await get('board', { date })).body, AURORA.id, AURORA.slot1.slotId);
    expect(booked.booking).toMatchObject({
      occasion: 'Birthday',
      personName: 'Meena',
      // The Premium plan states '1 kg cake of your choice': the kitchen reads the weight from it.
      cakes: [{ name: 'Butterscotch', weight: '1', cakeType: 'egg', fromPlan: true }],
      plan: { type: 'combo', name: 'Premium', includes: expect.arrayContaining(['Balloon Arch Upgrade', 'Cold Pyro Entry (2 fountains)']) },
    });
    expect(booked.booking.plan.includes).not.toContain('Red Velvet');
  });

  it('shows a blocked slot with its reason and who blocked it, and a sold inactive slot, leaving the other inactive slots out', async () => {
    const date = nextDate();
    await insertBlocks(t.h.db, {
      theatreId: 'th-marigold',
      slotIds: ['th-marigold-s2'],
      dates: [date],
      reason: 'AC repair',
      staffId: manager.id,
      at: clock.now(),
    });
    const res = await get('board', { branch: 'loc-kukatpally', date });
    expect(BoardResponse.safeParse(res.body).success).toBe(true);
    const marigold = res.body.theatres.find((th: { id: string }) => th.id === 'th-marigold').slots;
    // Slot 1 is inactive in the seed: not on the board while nothing has it.
    expect(marigold.map((s: { slotId: string }) => s.slotId)).not.toContain('th-marigold-s1');
    expect(boardSlot(res.body, 'th-marigold', 'th-marigold-s2')).toMatchObject({
      state: 'blocked',
      reason: 'AC repair',
      blockedBy: 'Meera Manager',
    });
    await t.h.db.query(
      `insert into slot_holds (id, theatre_id, slot_id, slot_date, status, expires_at) values ('legacy-sale', 'th-marigold', 'th-marigold-s1', $1, 'confirmed', null)`,
      [date],
    );
    const again = await get('board', { branch: 'loc-kukatpally', date });
    expect(boardSlot(again.body, 'th-marigold', 'th-marigold-s1')).toMatchObject({ state: 'booked', booking: null });
    expect(BoardResponse.safeParse(again.body).success).toBe(true);
  });

  it('refuses an unknown branch, malformed, impossible and out-of-range dates, and hostile text, changing nothing', async () => {
    const before = await databaseDigest(t.h.db);
    for (const [query, field] of [
      [{ branch: 'loc-lb-nagar' }, 'branch'],
      [{ branch: 'nowhere' }, 'branch'],
      [{ branch: 'x'.repeat(100_000) }, 'branch'],
      [{ branch: 'loc\u0000jubilee' }, 'branch'],
      [{ date: '2026-02-30' }, 'date'],
      [{ date: '22/11/2026' }, 'date'],
      [{ date: '1999-12-31' }, 'date'],
      [{ date: '2100-01-01' }, 'date'],
      [{ date: '0000-01-01' }, 'date'],
      [{ date: `${TODAY}\u0000` }, 'date'],
    ] as const) {
      const res = await get('board', query);
      expect(res.status, JSON.stringify(query).slice(0, 80)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const twice = await app.request(`${DESK_PREFIX}board?date=${TODAY}&date=${TODAY}`, { headers: { cookie: cookies.frontDesk } });
    expect(twice.status).toBe(400);
    expect(await databaseDigest(t.h.db)).toEqual(before);
  });
});

describe('the OpenAPI document', () => {
  it('has the export answering a CSV file and the refresh beside the board, each with its permission', async () => {
    const doc = (await t.h.get('openapi.json')).body;
    const exportCall = doc.paths[`${DESK_PREFIX}bookings/export`].get;
    expect(exportCall['x-permission']).toBe('bookings.read');
    expect(Object.keys(exportCall.responses['200'].content)).toEqual(['text/csv']);
    expect(exportCall.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['branch', 'from', 'q', 'status', 'to']);
    expect(doc.paths[`${DESK_PREFIX}board/refresh`].get.responses['200'].content['application/json'].schema).toBeTypeOf('object');
    expect(doc.paths[`${DESK_PREFIX}bookings/note`].post['x-permission']).toBe('bookings.manage');
  });
});

describe("the board's refresh", () => {
  it('does not keep a session alive: a board left polling alone is signed out after the idle half hour, one used stays', async () => {
    const polled = cookies.frontDesk;
    const used = await sessionCookie(t.h.db, manager.id, clock.now());
    for (let minute = 5; minute <= 25; minute += 5) {
      clock.advance(5 * 60_000);
      expect((await get('boardRefresh', {}, polled)).status, `refresh after ${minute} minutes`).toBe(200);
      expect((await get('board', {}, used)).status).toBe(200);
    }
    const [session] = await t.h.db.query<{ last_seen_at: Date; created_at: Date }>(
      'select last_seen_at, created_at from staff_sessions where staff_id = $1 order by created_at desc limit 1',
      [frontDesk.id],
    );
    expect(new Date(session.last_seen_at).getTime()).toBe(new Date(session.created_at).getTime());
    clock.advance(6 * 60_000);
    const ended = await get('boardRefresh', {}, polled);
    expect(ended.status).toBe(401);
    expect((await get('board', {}, used)).status).toBe(200);
  });
});

describe("a booking's page", () => {
  it('has what the board shows, where and when, the figures, the payments, the history and the invoice', async () => {
    const date = nextDate();
    const { token, bookingId } = await bookOnSite(date, { userName: 'Kiran Kumar', userPhone: '9123456780' });
    await payOnSite(token, bookingId);
    const res = await get('bookingPage', { bookingId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(BookingPageResponse.safeParse(res.body).success).toBe(true);
    const b = res.body.booking;
    expect(b).toMatchObject({
      id: bookingId,
      status: 'booking-confirmed',
      customer: { name: 'Kiran Kumar', phone: '9123456780' },
      branch: 'CineCelebrations Jubilee Hills',
      theatre: { id: AURORA.id, name: 'Aurora' },
      date,
      fromTime: '09:00',
      toTime: '12:00',
      amounts: { totalPrice: 4343, occasionPrice: 299, cakePrice: 1098, addonsPrice: 499 },
      money: { total: 4343, paid: 750, leftToCollect: 3593 },
      notes: [],
    });
    expect(b.invoice).toMatch(/^\/v1\/theatre\/invoices\/[A-Za-z0-9_-]{43}\.pdf$/);
    expect(b.payments).toHaveLength(1);
    expect(b.payments[0]).toMatchObject({
      provider: 'phonepe',
      type: 'advance',
      amount: 750,
      paidAmount: 750,
      status: 'paid',
      refund: null,
    });
    expect(b.payments[0].providerPaymentId).not.toBe('');
    expect(b.history.map((x: { status: string }) => x.status)).toEqual(['held', 'payment-pending', 'booking-confirmed']);
  });

  it("shows a refund given up with the provider's reason, and an unpaid booking whose hold ran out as expired", async () => {
    const { token, bookingId } = await bookOnSite(nextDate());
    await payOnSite(token, bookingId);
    await t.h.db.query(`update payments set status = 'refund-failed', note = 'PhonePe: refund window closed' where booking_id = $1`, [
      bookingId,
    ]);
    const page = (await get('bookingPage', { bookingId })).body.booking;
    expect(page.payments[0]).toMatchObject({
      status: 'refund-failed',
      refund: { state: 'failed', reason: 'PhonePe: refund window closed' },
    });

    const unpaid = await bookOnSite(nextDate());
    expect((await get('bookingPage', { bookingId: unpaid.bookingId })).body.booking.status).toBe('held');
    clock.advance(16 * 60_000);
    const cookie = await sessionCookie(t.h.db, frontDesk.id, clock.now());
    const late = (await get('bookingPage', { bookingId: unpaid.bookingId }, cookie)).body.booking;
    expect(late).toMatchObject({ status: 'expired', money: { leftToCollect: 0 }, invoice: null, payments: [] });
  });

  it('answers 404 for no such booking and 400 for a hostile id', async () => {
    const none = await get('bookingPage', { bookingId: 'no-such-booking' });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(NO_SUCH_BOOKING);
    // (A lone surrogate cannot travel in a URL: it arrives as U+FFFD, an id like any other.)
    for (const bookingId of ['', 'x'.repeat(65), 'a\u0000b']) {
      const res = await get('bookingPage', { bookingId });
      expect(res.status, bookingId.slice(0, 10)).toBe(400);
      expect(res.body.errors[0].field).toBe('bookingId');
    }
  });
});

describe("a booking's notes", () => {
  const note = (body: unknown, cookie = cookies.frontDesk, raw?: string) => deskCall(app, 'bookingNote', body, { cookie, raw });

  it('are added by the staff with who and when, newest first, shown on the page and recorded in the audit log', async () => {
    const { bookingId } = await bookOnSite(nextDate());
    const first = await note({ bookingId, text: '  Called: they come 10 minutes late.  ' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(BookingNoteResponse.safeParse(first.body).success).toBe(true);
    clock.advance(60_000);
    const second = await note({ bookingId, text: 'శ్రీనివాస్ wants the name in Telugu on the cake.' }, cookies.manager);
    expect(second.body.notes.map((n: { text: string; staffName: string }) => [n.staffName, n.text])).toEqual([
      ['Meera Manager', 'శ్రీనివాస్ wants the name in Telugu on the cake.'],
      ['Farah Front', 'Called: they come 10 minutes late.'],
    ]);
    expect(second.body.notes[0].at).toBe(clock.now().toISOString());
    expect((await get('bookingPage', { bookingId })).body.booking.notes).toEqual(second.body.notes);
    const audit = await auditOf(t.h.db, `action = 'booking.note' and target = $1`, [`booking:${bookingId}`]);
    expect(audit.map((a) => [a.staff_name, a.after.text])).toEqual([
      ['Farah Front', 'Called: they come 10 minutes late.'],
      ['Meera Manager', 'శ్రీనివాస్ wants the name in Telugu on the cake.'],
    ]);
  });

  it('refuses a wrong type, an empty, a too long or a NUL-laden note, and a booking that does not exist, changing nothing', async () => {
    const { bookingId } = await bookOnSite(nextDate());
    const before = await databaseDigest(t.h.db);
    for (const [body, field] of [
      [{ bookingId, text: '   ' }, 'text'],
      [{ bookingId, text: 42 }, 'text'],
      [{ bookingId, text: ['a'] }, 'text'],
      [{ bookingId }, 'text'],
      [{ bookingId, text: 'x'.repeat(1001) }, 'text'],
      [{ bookingId, text: 'nul\u0000here' }, 'text'],
      [{ bookingId, text: 'broken \uDC00' }, 'text'],
      [{ text: 'no booking' }, 'bookingId'],
      [{ bookingId: 7, text: 'a' }, 'bookingId'],
      [{ bookingId: 'x'.repeat(10_000), text: 'a' }, 'bookingId'],
    ] as const) {
      const res = await note(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const missing = await note({ bookingId: 'no-such-booking', text: 'hello' });
    expect(missing.status).toBe(404);
    expect((await note({}, cookies.frontDesk, 'x'.repeat(200_000))).status).toBe(413);
    expect(await databaseDigest(t.h.db)).toEqual(before);
    // 1000 characters is the limit, not one less.
    expect((await note({ bookingId, text: 'y'.repeat(1000) })).status).toBe(200);
  });

  it('from two staff at the same moment both land, each with its audit entry', async () => {
    const { bookingId } = await bookOnSite(nextDate());
    const results = await Promise.all([
      note({ bookingId, text: 'Front desk: cake confirmed.' }, cookies.frontDesk),
      note({ bookingId, text: 'Manager: upgrade the decoration.' }, cookies.manager),
      note({ bookingId, text: 'Front desk again: balloons ready.' }, cookies.frontDesk),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const page = (await get('bookingPage', { bookingId })).body.booking;
    expect(page.notes.map((n: { text: string }) => n.text).sort()).toEqual([
      'Front desk again: balloons ready.',
      'Front desk: cake confirmed.',
      'Manager: upgrade the decoration.',
    ]);
    expect(await auditOf(t.h.db, `action = 'booking.note' and target = $1`, [`booking:${bookingId}`])).toHaveLength(3);
  });
});

describe('Find', () => {
  /** Bookings of their own days: Asha's in Jubilee Hills, Telugu and formula names, one in Gachibowli, one unpaid. */
  let days: string[];
  let ids: Record<'asha' | 'telugu' | 'formula' | 'gachibowli' | 'unpaid', string>;
  let orderIds: Record<string, string>;
  const FORMULA = '=HYPERLINK("https://evil.example","Click")';
  const TELUGU = 'శ్రీనివాస్ రెడ్డి';

  beforeAll(async () => {
    days = [nextDate(), nextDate()];
    const paid = async (date: string, details: Record<string, unknown>, slot = AURORA.slot1) => {
      const { token, bookingId } = await bookOnSite(date, details, slot);
      await payOnSite(token, bookingId);
      return bookingId;
    };
    ids = {
      asha: await paid(days[0], { userName: 'Asha Verma', userPhone: '9811122233' }),
      telugu: await paid(days[0], { userName: TELUGU, userPhone: '9822233344' }, AURORA.ninety),
      formula: await paid(days[1], { userName: FORMULA, userPhone: '9833344455' }),
      gachibowli: await paid(days[1], {
        userName: 'Gita Nair',
        userPhone: '9844455566',
        theatreId: 'th-nebula',
        theaterName: 'Nebula',
        time: { slotId: 'th-nebula-s1', fromTime: '09:00', toTime: '12:00' },
      }),
      unpaid: (await bookOnSite(days[1], { userName: 'Umesh Unpaid', userPhone: '9855566677' }, AURORA.ninety)).bookingId,
    };
    const rows = await t.h.db.query<{ id: string; order_id: string }>('select id, order_id from bookings where id = any($1::text[])', [
      Object.values(ids),
    ]);
    orderIds = Object.fromEntries(rows.map((r) => [r.id, r.order_id]));
  });

  const list = async (query: object) => {
    const res = await get('bookingList', query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(BookingListResponse.safeParse(res.body).success).toBe(true);
    return res.body;
  };
  const found = async (query: object) => (await list(query)).bookings.map((b: { id: string }) => b.id).sort();

  it('finds by phone however it is written, by name in any case or script, by order id or its start, and by booking id', async () => {
    expect(await found({ q: '9811122233' })).toEqual([ids.asha]);
    expect(await found({ q: '+91 98111-22233' })).toEqual([ids.asha]);
    expect(await found({ q: '098111 22233' })).toEqual([ids.asha]);
    expect(await found({ q: '11222' })).toEqual([ids.asha]);
    expect(await found({ q: 'asha verma' })).toEqual([ids.asha]);
    expect(await found({ q: 'శ్రీనివాస్' })).toEqual([ids.telugu]);
    expect(await found({ q: 'HYPERLINK' })).toEqual([ids.formula]);
    expect(await found({ q: orderIds[ids.gachibowli].toLowerCase() })).toEqual([ids.gachibowli]);
    expect(await found({ q: orderIds[ids.gachibowli].slice(0, 8) })).toContain(ids.gachibowli);
    expect(await found({ q: ids.unpaid })).toEqual([ids.unpaid]);
    // The special person's name is a name too: every booking here is for Ravi.
    expect(await found({ q: 'ravi', from: days[0], to: days[1] })).toEqual(Object.values(ids).sort());
    // LIKE's own characters are text to find, not patterns.
    expect(await found({ q: 'ravi%' })).toEqual([]);
    expect(await found({ q: 'r_vi' })).toEqual([]);
  });

  it('finds a whole phone number, order id or booking id on any day, whatever the days asked; a name or part of a number on those days only', async () => {
    const other = addDays(days[1], 40);
    const on = (q: string) => found({ q, from: other, to: other });
    expect(await on('+91 98111 22233')).toEqual([ids.asha]);
    expect(await on(orderIds[ids.gachibowli].toLowerCase())).toEqual([ids.gachibowli]);
    expect(await on(ids.unpaid)).toEqual([ids.unpaid]);
    expect(await on('11222')).toEqual([]);
    expect(await on(orderIds[ids.gachibowli].slice(0, 8))).toEqual([]);
    expect(await on('asha verma')).toEqual([]);
  });
  it('lists by days, branch and status, in slot order, with the status as shown and the money', async () => {
    const both = await list({ from: days[0], to: days[1] });
    expect(both.total).toBe(5);
    // By day, time and theatre: on the second day Aurora's 09:00 comes before Nebula's.
    expect(both.bookings.map((b: { id: string }) => b.id)).toEqual([ids.asha, ids.telugu, ids.formula, ids.gachibowli, ids.unpaid]);
    expect(both.bookings[0]).toMatchObject({
      orderId: orderIds[ids.asha],
      status: 'booking-confirmed',
      date: days[0],
      branch: 'CineCelebrations Jubilee Hills',
      theatre: 'Aurora',
      customerName: 'Asha Verma',
      phone: '9811122233',
      occasion: 'Birthday',
      personName: 'Ravi',
      plan: 'Basic',
      money: { total: 4343, paid: 750, leftToCollect: 3593 },
    });
    expect(await found({ from: days[1], to: days[1], branch: 'loc-gachibowli' })).toEqual([ids.gachibowli]);
    expect(await found({ from: days[0], to: days[1], status: 'held' })).toEqual([ids.unpaid]);
    // Without a first day, the latest slots come first.
    expect((await list({ to: days[1], q: 'ravi' })).bookings[0].date).toBe(days[1]);

    clock.advance(16 * 60_000);
    const cookie = await sessionCookie(t.h.db, frontDesk.id, clock.now());
    const later = await get('bookingList', { from: days[0], to: days[1], status: 'expired' }, cookie);
    expect(later.body.bookings.map((b: { id: string }) => b.id)).toEqual([ids.unpaid]);
    expect((await get('bookingList', { from: days[0], to: days[1], status: 'held' }, cookie)).body.total).toBe(0);
  });

  it('pages 50 at a time; a page past the end is empty, a page 0, negative, huge or not a number is refused', async () => {
    const past = await list({ from: days[0], to: days[1], page: '2' });
    expect(past).toMatchObject({ page: 2, pageSize: 50, total: 5, bookings: [] });
    expect((await list({ page: '999999' })).bookings).toEqual([]);
    for (const page of ['0', '-1', '1000000', 'two', '1.5', '1e3']) {
      const res = await get('bookingList', { page });
      expect(res.status, page).toBe(400);
      expect(res.body.errors[0].field).toBe('page');
    }
  });

  it('refuses a search that means nothing, hostile text, days the wrong way round or out of range, an unknown branch or status', async () => {
    for (const [query, field] of [
      [{ q: '12' }, 'q'],
      [{ q: 'a' }, 'q'],
      [{ q: '!!!' }, 'q'],
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ q: 'asha\u0000' }, 'q'],
      [{ from: days[1], to: days[0] }, 'to'],
      [{ from: '1999-12-31' }, 'from'],
      [{ to: '2100-01-01' }, 'to'],
      [{ from: '2026-13-01' }, 'from'],
      [{ branch: 'loc-nowhere' }, 'branch'],
      [{ status: 'paid' }, 'status'],
    ] as const) {
      for (const name of ['bookingList', 'bookingExport'] as const) {
        const res = await get(name, query);
        expect(res.status, `${name} ${JSON.stringify(query).slice(0, 60)}`).toBe(400);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    }
    expect((await get('bookingList', { q: '12' })).body.message).toBe(`q ${SEARCH_MESSAGE}`);
    // An unknown status is named with the ones there are, as people read them, not zod's wording.
    expect((await get('bookingExport', { status: 'hacked' })).body.message).toBe(
      'status must be one of held, payment-pending, booking-confirmed, payment-failed, refunded, expired, cancelled',
    );
  });

  it('exports the list as a CSV file Excel reads: a byte order mark, a safe file name, formulas neutralised, Telugu intact', async () => {
    const res = await app.request(`${DESK_PREFIX}bookings/export?from=${days[0]}&to=${days[1]}&branch=loc-jubilee-hills`, {
      headers: { cookie: cookies.frontDesk },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="bookings-${days[0]}-to-${days[1]}-loc-jubilee-hills.csv"`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Order id,Status,Date,From,To,Branch,Theatre,Customer,Phone,E-mail,Persons,Occasion,Special person,Plan,Total (INR),Paid (INR),Left to collect (INR),Booked at (India),' +
        'Venue status,Status as the desk shows it,Paid online (INR),Paid at venue (INR),Refunded (INR),Payment methods,Cakes,Add-ons,Decoration,Food at the venue',
    );
    // Jubilee Hills only: Asha, the Telugu name, the formula, the unpaid one; Gachibowli is left out.
    expect(lines).toHaveLength(6);
    expect(text).not.toContain('Gita Nair');
    const formula = lines.find((l) => l.startsWith(orderIds[ids.formula]))!;
    expect(formula).toContain(`,"'=HYPERLINK(""https://evil.example"",""Click"")",9833344455,`);
    expect(lines.find((l) => l.startsWith(orderIds[ids.telugu]))).toContain(`,${TELUGU},9822233344,`);
    const [{ created_at }] = await t.h.db.query<{ created_at: Date }>('select created_at from bookings where id = $1', [ids.asha]);
    expect(lines.find((l) => l.startsWith(orderIds[ids.asha]))).toBe(
      `${orderIds[ids.asha]},booking-confirmed,${days[0]},09:00,12:00,CineCelebrations Jubilee Hills,Aurora,Asha Verma,9811122233,` +
        `asha@example.com,3,Birthday,Ravi,Basic,4343.00,750.00,3593.00,${istStamp(new Date(created_at).toISOString())},` +
        ',Confirmed,750.00,0.00,0.00,Online,"Eggless Black Forest, 1 kg, eggless",LED Name Letters,Yes,',
    );
    // The typed client reads it as text: the same rows.
    const typed = await get('bookingExport', { q: 'asha verma' });
    expect(typed.status).toBe(200);
    expect(typed.headers.get('content-disposition')).toBe('attachment; filename="bookings-all.csv"');
  });

  it(`refuses an export of more than ${EXPORT_MAX_ROWS} bookings, and takes exactly that many`, async () => {
    const date = addDays(TODAY, 300);
    const copy = (n: number, from: number) =>
      t.h.db.query(
        `insert into bookings (id, order_id, owner, status, type, theatre_id, theatre_name, slot_id, slot_date, from_time, to_time,
                               user_name, user_email, user_phone, no_of_persons, created_at, updated_at)
         select 'bulk-' || g, 'ORDBULK' || g, 'bulk', 'payment-failed', 'normal', 'th-aurora', 'Aurora', 'th-aurora-s1', $1::date,
                '09:00', '12:00', 'Bulk ' || g, 'bulk@example.com', '9800000000', 2, $2, $2
         from generate_series($3::int, $3::int + $4::int - 1) g`,
        [date, clock.now(), from, n],
      );
    await copy(EXPORT_MAX_ROWS, 1);
    const full = await get('bookingExport', { from: date, to: date });
    expect(full.status).toBe(200);
    expect((full.body as string).split('\r\n')).toHaveLength(EXPORT_MAX_ROWS + 2);
    await copy(1, EXPORT_MAX_ROWS + 1);
    const over = await get('bookingExport', { from: date, to: date });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(TOO_MANY_TO_EXPORT);
    // The paged list has no such limit. It is counted only as far as it is shown: past
    // BOOKING_COUNT_LIMIT the desk hears 'more than', and a page asked for beyond is counted to its end.
    expect(await list({ from: date, to: date })).toMatchObject({ total: BOOKING_COUNT_LIMIT, totalIsMore: true });
    const last = await list({ from: date, to: date, page: '101' });
    expect(last).toMatchObject({ total: EXPORT_MAX_ROWS + 1, totalIsMore: false });
    expect(last.bookings).toHaveLength(1);
  });
});

describe("the CSV's money and what was prepared", () => {
  it('writes what each booking took online and at the venue, what was refunded, by which methods, and its cakes, add-ons and decoration', async () => {
    const date = nextDate();
    const payingDesk = deskApp(t.h.db, { now: clock.now, payments: t.payments });
    const paid = async (name: string, slot: typeof AURORA.slot1, details: Record<string, unknown> = {}) => {
      const { token, bookingId } = await bookOnSite(date, { userName: name, ...details }, slot);
      await payOnSite(token, bookingId);
      return bookingId;
    };
    const ids = {
      online: await paid('Oma Online', AURORA.slot1, { decoration: 'No' }),
      venue: await paid('Vani Venue', { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' }),
      refunded: await paid('Rita Refund', { slotId: 'th-aurora-s3', fromTime: '16:00', toTime: '19:00' }),
      noShow: await paid('Nikhil Noshow', AURORA.ninety),
    };
    // The rest of ₹4,343 paid at the venue in two parts, as a split bill leaves it: ₹1,000 cash and ₹2,593 by UPI.
    for (const [amount, method, reference] of [
      [100_000, 'cash', ''],
      [259_300, 'upi', '4123 5678 9012'],
    ] as const)
      await t.h.db.query(
        `insert into venue_payments (booking_id, amount, method, reference, staff_name, at) values ($1, $2, $3, $4, 'Farah Front', $5)`,
        [ids.venue, amount, method, reference, clock.now()],
      );
    await t.h.db.query('update bookings set amount_paid = total_price, remaining_amount = 0 where id = $1', [ids.venue]);
    // Cancelled with ₹300 of the ₹750 advance refunded online.
    const managerCookie = await sessionCookie(t.h.db, manager.id, clock.now());
    const cancel = await deskCall(
      payingDesk,
      'bookingCancel',
      { cause: 'customer-asked', bookingId: ids.refunded, amount: 300, reason: 'Decoration already made' },
      { cookie: managerCookie },
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    // A no-show, marked once the 19:30 slot has started.
    clock.set(new Date(istInstant(date, '19:45')));
    const frontCookie = await sessionCookie(t.h.db, frontDesk.id, clock.now());
    const marked = await deskCall(payingDesk, 'bookingMark', { bookingId: ids.noShow, mark: 'no-show' }, { cookie: frontCookie });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);

    const res = await get('bookingExport', { from: date, to: date }, frontCookie);
    expect(res.status).toBe(200);
    const [header, ...lines] = (res.body as string)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(header.split(',')).toEqual(BOOKINGS_CSV_HEADER);
    const stamps = await t.h.db.query<{ id: string; order_id: string; created_at: Date }>(
      'select id, order_id, created_at from bookings where id = any($1::text[])',
      [Object.values(ids)],
    );
    /** The cells after 'Booked at (India)', as the line writes them (no food sold at the venue: the last cell empty). */
    const added = (id: string) => {
      const b = stamps.find((s) => s.id === id)!;
      const line = lines.find((l) => l.startsWith(`${b.order_id},`))!;
      const stamp = `,${istStamp(new Date(b.created_at).toISOString())},`;
      return line.slice(line.indexOf(stamp) + stamp.length);
    };
    const prepared = '"Eggless Black Forest, 1 kg, eggless",LED Name Letters';
    expect(lines).toHaveLength(4);
    expect(added(ids.online)).toBe(`,Confirmed,750.00,0.00,0.00,Online,${prepared},No,`);
    expect(added(ids.venue)).toBe(`,Confirmed,750.00,3593.00,0.00,Online; Cash; UPI,${prepared},Yes,`);
    expect(added(ids.refunded)).toBe(`,Cancelled,750.00,0.00,300.00,Online,${prepared},Yes,`);
    expect(added(ids.noShow)).toBe(`no-show,"Confirmed, no-show",750.00,0.00,0.00,Online,${prepared},Yes,`);
    // Find's own money columns beside them: paid online and at the venue make the venue booking's Paid.
    expect(lines.find((l) => l.startsWith(`${stamps.find((s) => s.id === ids.venue)!.order_id},`))).toContain(',4343.00,4343.00,0.00,');
  });
});
