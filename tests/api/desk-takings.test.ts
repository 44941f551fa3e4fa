import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { istInstant } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, AURORA, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { storedBooking } from './bookingRecords.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openPaymentHarness, paidBooking, pressOnPayPage, startPayment, type PaidBookingOptions } from './paymentFixtures.ts';

/**
 * The desk's Takings: a day built of every kind of money (online, cash, UPI, card, a refund, a
 * no-show, an unpaid remainder, another branch, another day) reconciled figure by figure, per
 * branch and in total; the days and branch asked; hostile input; who may read it; a read while
 * two staff record the same payment (its indexes at 100,000 bookings: desk-takings-scale.test.ts).
 */

/** 10:30 in India, 22 November; the day summed is the 23rd. */
const START = new Date('2026-11-22T05:00:00Z');
const BEFORE = '2026-11-22';
const DAY = '2026-11-23';
const AFTER = '2026-11-24';
const JUBILEE = 'loc-jubilee-hills';
const GACHIBOWLI = 'loc-gachibowli';
const clock = testClock(START);
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let desk: App;
/** Who reads and who records: two managers to record one payment at once. */
const ROLE_OF = { owner: 'owner', manager: 'manager', manager2: 'manager', front: 'front-desk', editor: 'editor' } as const;
const staff = {} as Record<keyof typeof ROLE_OF, TestStaff>;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  desk = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  for (const [who, role] of Object.entries(ROLE_OF)) staff[who as keyof typeof ROLE_OF] = await addTestStaff(t.h.db, role);
});
afterAll(() => t.h.close());

/** A call as one of them, its session opened at the test clock's now (the clock moves over days). */
const as = async (who: keyof typeof staff, name: DeskCallName, input: unknown) =>
  deskCall(desk, name, input, { cookie: await sessionCookie(t.h.db, staff[who].id, clock.now()) });

const at = (date: string, time: string) => clock.set(new Date(istInstant(date, time)));
const slot = (slotId: string, fromTime: string, toTime: string) => ({ slotId, fromTime, toTime });
const VELVET = (n: number, fromTime: string, toTime: string) => ({
  slot: slot(`th-velvet-s${n}`, fromTime, toTime),
  body: { theatreId: 'th-velvet', theaterName: 'Velvet', subTotal: 2799 },
});
const NEBULA = (n: number, fromTime: string, toTime: string) => ({
  slot: slot(`th-nebula-s${n}`, fromTime, toTime),
  body: { theatreId: 'th-nebula', theaterName: 'Nebula', subTotal: 3499 },
});

/** A booking paid as asked, with what it has paid and has left, in paise, as stored. */
async function booked(date: string, o: PaidBookingOptions) {
  const { bookingId } = await paidBooking(t, date, o);
  const b = await storedBooking(t.h.db, bookingId);
  return { id: bookingId, paid: b.amount_paid, left: b.total_price - b.amount_paid };
}

const rupees = (paise: number) => paise / 100;
/** Every figure, as the wire carries it (rupees). */
const figures = (
  p: Partial<Record<'online' | 'cash' | 'upi' | 'card' | 'refunds' | 'toCollect' | 'noShowToCollect', number>>,
  counts = { bookings: 0, noShows: 0 },
) => {
  const f = { online: 0, cash: 0, upi: 0, card: 0, refunds: 0, toCollect: 0, noShowToCollect: 0, ...p };
  return {
    ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, rupees(v)])),
    net: rupees(f.online + f.cash + f.upi + f.card - f.refunds),
    ...counts,
  };
};
const sumOf = (...fs: ReturnType<typeof figures>[]) =>
  Object.fromEntries(Object.keys(fs[0]).map((k) => [k, Math.round(fs.reduce((s, f) => s + (f as any)[k] * 100, 0)) / 100]));
const rowOf = (res: { body: any }, branchId: string) => {
  const row = res.body.branches.find((b: any) => b.branch.id === branchId);
  if (!row) return undefined;
  const { branch: _branch, ...rest } = row;
  return rest;
};

/** Of the UPI booking's remainder, what was paid in cash (paise). */
const SPLIT = 30_050;

describe('a day of bookings, reconciled', () => {
  const money = {} as Record<string, { id: string; paid: number; left: number }>;
  let refund = 0;
  let fullPaid = 0;

  beforeAll(async () => {
    // The 22nd: a booking of another day, and one of the 23rd paid the day before (its remainder is the 23rd's to collect).
    money.otherDay = await booked(AFTER, {});
    money.unpaidRest = await booked(DAY, { slot: slot('th-aurora-s2', '12:30', '15:30') });
    // Its pay page opened at 23:58 on the 22nd, paid two minutes after midnight: the 23rd's money.
    at(BEFORE, '23:58');
    const token = await newToken(t.h);
    const lateId = await createBooking(
      t.h,
      token,
      addBookingBody(DAY, { ...VELVET(1, '09:00', '12:00').body, time: slot('th-velvet-s1', '09:00', '12:00') }),
    );
    const { url } = await startPayment(t.h, token, lateId);
    at(DAY, '00:02');
    await pressOnPayPage(t.h, url, 'Pay');
    const late = await storedBooking(t.h.db, lateId);
    expect(late.status).toBe('booking-confirmed');
    money.paidAfterMidnight = { id: lateId, paid: late.amount_paid, left: late.total_price - late.amount_paid };
    // The 23rd, 08:00: everything else is paid and done on the day.
    at(DAY, '08:00');
    money.cash = await booked(DAY, { slot: slot('th-aurora-s3', '16:00', '19:00') });
    money.upi = await booked(DAY, VELVET(2, '12:15', '15:15'));
    money.card = await booked(DAY, VELVET(3, '15:30', '18:30'));
    money.refunded = await booked(DAY, VELVET(4, '18:45', '21:45'));
    money.noShow = await booked(DAY, { slot: AURORA.ninety });
    money.full = await booked(DAY, { slot: slot('th-aurora-s5', '21:30', '23:00'), body: { subTotal: 1799 }, pay: 'full' });
    fullPaid = money.full.paid;
    money.held = await booked(DAY, { ...VELVET(5, '22:00', '01:00'), pay: 'none' });
    money.gachibowli = await booked(DAY, NEBULA(2, '12:30', '15:30'));

    // Recorded by card in error, voided by a manager: it counts nowhere.
    const wrong = await as('front', 'bookingRecordPayment', {
      bookingId: money.cash.id,
      left: rupees(money.cash.left),
      lines: [{ method: 'card', reference: 'WRONG', amount: rupees(money.cash.left) }],
    });
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(200);
    const [{ id: wrongId }] = await t.h.db.query<{ id: number }>('select id::int as id from venue_payments where booking_id = $1', [
      money.cash.id,
    ]);
    const voided = await as('manager', 'bookingVoidPayment', { bookingId: money.cash.id, paymentId: wrongId, reason: 'Paid in cash' });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    // Paid in cash; the UPI booking's remainder split, SPLIT of it in cash; the card booking's by card.
    const lines = {
      cash: [{ method: 'cash', amount: rupees(money.cash.left) }],
      upi: [
        { method: 'cash', amount: rupees(SPLIT) },
        { method: 'upi', reference: 'REF1', amount: rupees(money.upi.left - SPLIT) },
      ],
      card: [{ method: 'card', reference: 'REF1', amount: rupees(money.card.left) }],
    };
    for (const key of ['cash', 'upi', 'card'] as const) {
      const res = await as('front', 'bookingRecordPayment', { bookingId: money[key].id, left: rupees(money[key].left), lines: lines[key] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    refund = Math.min(50_000, money.refunded.paid);
    const cancelled = await as('manager', 'bookingCancel', {
      cause: 'customer-asked',
      bookingId: money.refunded.id,
      amount: rupees(refund),
      reason: 'Goodwill',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    at(DAY, '19:45');
    const marked = await as('front', 'bookingMark', { bookingId: money.noShow.id, mark: 'no-show' });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    at(DAY, '23:50');
  }, 120_000);

  const jubileeDay = () =>
    figures(
      {
        online:
          money.paidAfterMidnight.paid +
          money.cash.paid +
          money.upi.paid +
          money.card.paid +
          money.refunded.paid +
          money.noShow.paid +
          fullPaid,
        cash: money.cash.left + SPLIT,
        upi: money.upi.left - SPLIT,
        card: money.card.left,
        refunds: refund,
        toCollect: money.unpaidRest.left + money.paidAfterMidnight.left,
        noShowToCollect: money.noShow.left,
      },
      // paidAfterMidnight, unpaidRest, cash, upi, card, noShow, full: the cancelled and the held are not expected
      { bookings: 7, noShows: 1 },
    );
  const gachibowliDay = () => figures({ online: money.gachibowli.paid, toCollect: money.gachibowli.left }, { bookings: 1, noShows: 0 });

  it('answers every figure per branch and in total, and Net is the money in less the refunds', async () => {
    const res = await as('manager', 'takings', { from: DAY });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, from: DAY, to: DAY, today: DAY, branch: null });
    // Every figure is a real amount: nothing here is left at zero by accident.
    for (const v of Object.values(jubileeDay())) expect(v).toBeGreaterThan(0);
    expect(rowOf(res, JUBILEE)).toEqual(jubileeDay());
    expect(rowOf(res, GACHIBOWLI)).toEqual(gachibowliDay());
    // Every open branch is listed, a branch with nothing at zero.
    expect(rowOf(res, 'loc-kukatpally')).toEqual(figures({}));
    expect(res.body.total).toEqual(sumOf(jubileeDay(), gachibowliDay()));
    const tot = res.body.total;
    expect(tot.net).toBeCloseTo(tot.online + tot.cash + tot.upi + tot.card - tot.refunds, 2);
    // Without days it is today in India.
    expect((await as('owner', 'takings', {})).body).toEqual(res.body);
  });

  it('counts online money by when it was paid, and slots by their day', async () => {
    const before = await as('owner', 'takings', { from: BEFORE, to: BEFORE });
    expect(rowOf(before, JUBILEE)).toEqual(figures({ online: money.otherDay.paid + money.unpaidRest.paid }));
    const after = await as('owner', 'takings', { to: AFTER });
    expect(after.body).toMatchObject({ from: AFTER, to: AFTER });
    expect(rowOf(after, JUBILEE)).toEqual(figures({ toCollect: money.otherDay.left }, { bookings: 1, noShows: 0 }));
  });

  it('sums a range of days, and one branch alone', async () => {
    const range = await as('owner', 'takings', { from: BEFORE, to: AFTER });
    expect(range.body).toMatchObject({ from: BEFORE, to: AFTER });
    const jubilee = sumOf(
      jubileeDay(),
      figures({ online: money.otherDay.paid + money.unpaidRest.paid }),
      figures({ toCollect: money.otherDay.left }, { bookings: 1, noShows: 0 }),
    );
    expect(rowOf(range, JUBILEE)).toEqual(jubilee);
    expect(range.body.total).toEqual(sumOf(jubilee as any, gachibowliDay()));

    const one = await as('manager', 'takings', { from: BEFORE, to: AFTER, branch: GACHIBOWLI });
    expect(one.status).toBe(200);
    expect(one.body.branch).toMatchObject({ id: GACHIBOWLI });
    expect(one.body.branches.map((b: any) => b.branch.id)).toEqual([GACHIBOWLI]);
    expect(rowOf(one, GACHIBOWLI)).toEqual(gachibowliDay());
    expect(one.body.total).toEqual(gachibowliDay());
  });

  it('gives the same figures as a CSV file, its cells safe from formulas', async () => {
    await t.h.db.query(`update locations set name = '=HYPERLINK("http://evil.example")' where public_id = $1`, [GACHIBOWLI]);
    try {
      const res = await as('owner', 'takingsExport', { from: DAY });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="takings-${DAY}-all-branches.csv"`);
      const lines = (res.body as string)
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'From,To,Branch,Online (INR),Cash (INR),UPI (INR),Card (INR),Refunds (INR),Net (INR),To collect (INR),No-shows to collect (INR),Bookings,No-shows',
      );
      const j = jubileeDay() as any;
      const cells = (name: string, f: any) =>
        [
          DAY,
          DAY,
          name,
          ...['online', 'cash', 'upi', 'card', 'refunds', 'net', 'toCollect', 'noShowToCollect'].map((k) => f[k].toFixed(2)),
          f.bookings,
          f.noShows,
        ].join(',');
      expect(lines).toContain(cells('CineCelebrations Jubilee Hills', j));
      expect(lines.at(-1)).toBe(cells('Total', sumOf(j, gachibowliDay())));
      const evil = lines.find((l) => l.includes('HYPERLINK'))!;
      expect(evil.split(',')[2]).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
      const one = await as('manager', 'takingsExport', { from: BEFORE, to: DAY, branch: JUBILEE });
      expect(one.headers.get('content-disposition')).toBe(`attachment; filename="takings-${BEFORE}-to-${DAY}-${JUBILEE}.csv"`);
    } finally {
      await t.h.db.query(`update locations set name = 'CineCelebrations Gachibowli' where public_id = $1`, [GACHIBOWLI]);
    }
  });
});

describe('what it refuses', () => {
  const refused: [string, Record<string, string>, string][] = [
    ['a word for a date', { from: 'tomorrow' }, 'from'],
    ['a number for a date', { to: '20261123' }, 'to'],
    ['a date that is not in the calendar', { from: '2026-02-30' }, 'from'],
    ['a month 13', { to: '2026-13-01' }, 'to'],
    ['a year out of range', { from: '1999-12-31' }, 'from'],
    ['to before from', { from: '2026-11-23', to: '2026-11-22' }, 'to'],
    ['93 days', { from: '2026-01-01', to: '2026-04-03' }, 'to'],
    ['a year', { from: '2026-01-01', to: '2026-12-31' }, 'to'],
    ['a huge branch', { branch: 'x'.repeat(100_000) }, 'branch'],
    ['a NUL in the branch', { branch: 'loc-\u0000gachibowli' }, 'branch'],
    ['a NUL in a date', { from: '2026-11-2\u00003' }, 'from'],
    ['an unknown branch', { branch: 'loc-nowhere' }, 'branch'],
    ['a branch still to open', { branch: 'lb-nagar' }, 'branch'],
  ];
  it.each(refused)('%s: 400 naming the field', async (_, input, field) => {
    for (const name of ['takings', 'takingsExport'] as const) {
      const res = await as('owner', name, input);
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('takes 92 days, both included', async () => {
    const res = await as('owner', 'takings', { from: '2026-01-01', to: '2026-04-02' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('answers the owner and managers only', async () => {
    const none = await deskCall(desk, 'takings', { from: DAY });
    expect(none.status).toBe(401);
    expect((await deskCall(desk, 'takingsExport', { from: DAY })).status).toBe(401);
    for (const who of ['front', 'editor'] as const) {
      expect((await as(who, 'takings', { from: DAY })).status).toBe(403);
      expect((await as(who, 'takingsExport', { from: DAY })).status).toBe(403);
    }
    for (const who of ['owner', 'manager'] as const) expect((await as(who, 'takings', { from: DAY })).status).toBe(200);
  });
});

describe('two staff recording one payment while the takings are read', () => {
  it('never counts the payment twice, nor both as taken and as still to collect', async () => {
    at('2026-11-25', '10:00');
    const DAY2 = '2026-11-26';
    const b = await booked(DAY2, NEBULA(3, '16:00', '18:30'));
    const ask = { from: '2026-11-25', to: DAY2, branch: GACHIBOWLI };
    const read = async () => (await as('owner', 'takings', ask)).body.total;
    const base = await read();
    expect(base.toCollect).toBe(rupees(b.left));
    /** What the read holds of this payment: taken plus still to collect, in paise. */
    const seen = (f: any) => Math.round((f.cash + f.upi - base.cash - base.upi + f.toCollect) * 100);
    const reads: Promise<any>[] = [];
    const pay = (who: 'manager' | 'manager2', method: string) =>
      as(who, 'bookingRecordPayment', {
        bookingId: b.id,
        left: rupees(b.left),
        lines: [{ method, reference: method === 'cash' ? '' : 'UPI-1', amount: rupees(b.left) }],
      });
    for (let i = 0; i < 6; i++) reads.push(read());
    const paid = Promise.all([pay('manager', 'cash'), pay('manager2', 'upi')]);
    for (let i = 0; i < 6; i++) reads.push(read());
    const answers = await paid;
    for (let i = 0; i < 3; i++) reads.push(read());
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    for (const f of await Promise.all(reads)) {
      expect(seen(f)).toBe(b.left);
      expect(f.net).toBeCloseTo(f.online + f.cash + f.upi + f.card - f.refunds, 2);
    }
    const after = await read();
    expect(after.cash + after.upi - base.cash - base.upi).toBe(rupees(b.left));
    expect(after.toCollect).toBe(0);
    const [{ n }] = await t.h.db.query<{ n: number }>('select count(*)::int as n from venue_payments where booking_id = $1', [b.id]);
    expect(n).toBe(1);
  });
});
