import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SUCH_LEAD } from '../../server/desk/leadRoutes.ts';
import type { Lead } from '../../src/lib/api/deskLeads.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { CLOSED_BY_BOOKING } from '../../src/lib/desk/leadRules.ts';
import { addBookingBody, AURORA, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openPaymentHarness, pressOnPayPage, startPayment } from './paymentFixtures.ts';

/**
 * One person, one row in Leads: the enquiry form posts a lead as its phone number is complete, then
 * the enquiry; the two are one row. And a phone's open enquiries and leads close themselves when it
 * books and pays, online or at the venue.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let app: App;
let manager: TestStaff;
let frontDesk: TestStaff;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  app = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  manager = await addTestStaff(t.h.db, 'manager', { name: 'Meera Manager' });
  frontDesk = await addTestStaff(t.h.db, 'front-desk', { name: 'Farid Front' });
});
afterAll(() => t.h.close());
/** A manager's session from now: the clock moves past the idle half hour in these tests. */
const managerCookie = () => sessionCookie(t.h.db, manager.id, clock.now());
const listPage = async (query: Record<string, string>) => deskCall(app, 'leadList', query, { cookie: await managerCookie() });
const markLead = async (body: unknown) => deskCall(app, 'leadMark', body, { cookie: await managerCookie() });

let nextPhone = 0;
/** A phone no other test of this file uses. */
const freshPhone = () => `93${String(nextPhone++).padStart(8, '0')}`;
const seconds = (n: number) => clock.advance(n * 1000);

const enquiry = (phone: string) =>
  t.h.post('web/addenquiry', {
    name: 'Asha Rao',
    email: 'asha@example.com',
    mobileNumber: phone,
    description: 'Surprise birthday for 6 people',
    eventName: 'Birthday',
  });
const lead = (phone: string, o: Record<string, string> = {}) => t.h.post('web/addlead', { phone, name: 'Asha Rao', ...o });

/** Every row of Leads (all pages) of one phone. */
async function rowsOf(phone: string, query: Record<string, string> = {}): Promise<Lead[]> {
  const rows: Lead[] = [];
  for (let page = 1; ; page++) {
    const res = await listPage({ ...query, page: String(page) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...(res.body.leads as Lead[]).filter((l) => l.phone === phone));
    if (page * res.body.pageSize >= res.body.total) return rows;
  }
}

describe('an enquiry and the lead its form posted', () => {
  it('are one row: the enquiry, with the theatre, day and slot the lead had, counted once', async () => {
    const phone = freshPhone();
    const date = addDays(istToday(clock.now()), 4);
    const before = (await listPage({})).body.total;
    // The theatre list's Request Callback: the lead names the slot; the enquiry follows 40 s later.
    expect((await lead(phone, { theatreId: AURORA.id, date, time: '09:00 AM - 12:00 PM' })).status).toBe(200);
    seconds(40);
    expect((await enquiry(phone)).status).toBe(200);

    const rows = await rowsOf(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'enquiry', eventName: 'Birthday', theatre: 'Aurora', date, time: '09:00 AM - 12:00 PM' });
    expect((await listPage({})).body.total).toBe(before + 1);
    expect(await rowsOf(phone, { kind: 'lead' })).toEqual([]);
    // The lead is no row of its own to mark.
    const [{ id }] = await t.h.db.query<{ id: number }>('select id::float8 as id from leads where phone = $1', [phone]);
    const res = await markLead({ kind: 'lead', id, status: 'contacted' });
    expect(res).toMatchObject({ status: 404, body: { message: NO_SUCH_LEAD } });
  });

  it('are one row when the lead arrives after the enquiry (the two requests crossed), and when both arrive at once, time after time', async () => {
    const phone = freshPhone();
    await enquiry(phone);
    seconds(5);
    await lead(phone);
    expect((await rowsOf(phone)).map((r) => r.kind)).toEqual(['enquiry']);

    const phones = Array.from({ length: 8 }, freshPhone);
    const answers = await Promise.all(phones.flatMap((p) => [lead(p), enquiry(p)]));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    for (const p of phones)
      expect(
        (await rowsOf(p)).map((r) => r.kind),
        p,
      ).toEqual(['enquiry']);
  });

  it("stay two rows when they are not one visit: a lead from over half an hour before, one the staff already marked, a lead minutes after, another phone's", async () => {
    const early = freshPhone();
    await lead(early);
    seconds(31 * 60);
    await enquiry(early);
    expect((await rowsOf(early)).map((r) => r.kind)).toEqual(['enquiry', 'lead']);

    const marked = freshPhone();
    await lead(marked);
    const [{ id }] = await t.h.db.query<{ id: number }>('select id::float8 as id from leads where phone = $1', [marked]);
    expect((await markLead({ kind: 'lead', id, status: 'contacted', note: 'Called back' })).status).toBe(200);
    seconds(60);
    await enquiry(marked);
    const both = await rowsOf(marked);
    expect(both.map((r) => r.kind)).toEqual(['enquiry', 'lead']);
    expect(both[1].notes.map((n) => n.note)).toEqual(['Called back']);

    const later = freshPhone();
    await enquiry(later);
    seconds(3 * 60);
    await lead(later);
    expect((await rowsOf(later)).map((r) => r.kind)).toEqual(['lead', 'enquiry']);

    const mine = freshPhone();
    const theirs = freshPhone();
    await lead(theirs);
    await enquiry(mine);
    expect((await rowsOf(theirs)).map((r) => r.kind)).toEqual(['lead']);
    expect((await rowsOf(mine)).map((r) => r.kind)).toEqual(['enquiry']);
  });
});

describe("a phone's open enquiries and leads", () => {
  it('close themselves when it books and pays online, each with a note naming the booking; a decline, another phone and a later one stay open', async () => {
    const phone = freshPhone();
    const other = freshPhone();
    await enquiry(phone);
    seconds(45 * 60);
    await lead(phone);
    const [{ id: leadId }] = await t.h.db.query<{ id: number }>('select id::float8 as id from leads where phone = $1', [phone]);
    expect((await markLead({ kind: 'lead', id: leadId, status: 'contacted', note: 'Sent the prices' })).status).toBe(200);
    await lead(other);
    const date = addDays(istToday(clock.now()), 6);

    // Held, then declined: nothing is booked yet.
    const token = await newToken(t.h);
    const declined = await createBooking(t.h, token, addBookingBody(date, { userPhone: phone, userName: 'Asha Rao' }));
    await pressOnPayPage(t.h, (await startPayment(t.h, token, declined)).url, 'Decline');
    expect((await rowsOf(phone)).map((r) => r.status)).toEqual(['contacted', 'new']);

    seconds(60);
    const paidToken = await newToken(t.h);
    const paid = await createBooking(t.h, paidToken, addBookingBody(addDays(date, 1), { userPhone: phone, userName: 'Asha Rao' }));
    await pressOnPayPage(t.h, (await startPayment(t.h, paidToken, paid)).url, 'Pay');
    const [{ order_id: orderId, status }] = await t.h.db.query<{ order_id: string; status: string }>(
      'select order_id, status from bookings where id = $1',
      [paid],
    );
    expect(status).toBe('booking-confirmed');

    const rows = await rowsOf(phone);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['lead', 'closed'],
      ['enquiry', 'closed'],
    ]);
    for (const row of rows)
      expect(row.notes.at(-1)).toMatchObject({ status: 'closed', staffName: CLOSED_BY_BOOKING, note: `Booked and paid: ${orderId}.` });
    expect(rows[0].notes.map((n) => n.note)).toEqual(['Sent the prices', `Booked and paid: ${orderId}.`]);
    expect((await rowsOf(other)).map((r) => r.status)).toEqual(['new']);
    expect((await rowsOf(phone, { status: 'new' })).length).toBe(0);

    // Asking again later is a new question.
    seconds(60);
    await enquiry(phone);
    expect((await rowsOf(phone, { status: 'new' })).map((r) => r.kind)).toEqual(['enquiry']);
  });

  it('close themselves when a booking taken by phone is paid at the venue', async () => {
    const phone = freshPhone();
    await enquiry(phone);
    const staffCookie = await sessionCookie(t.h.db, frontDesk.id, clock.now());
    const made = await deskCall(
      app,
      'phoneBooking',
      {
        theatreId: AURORA.id,
        date: addDays(istToday(clock.now()), 9),
        time: AURORA.slot1,
        userName: 'Asha Rao',
        userPhone: phone,
        noOfPersons: 2,
        decoration: 'No',
        occasionId: 'occ-birthday',
        personName: 'Ravi',
        cakes: [],
        addons: [],
      },
      { cookie: staffCookie },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await rowsOf(phone)).map((r) => r.status)).toEqual(['new']);
    const { bookingId, orderId } = made.body;
    const [{ total }] = await t.h.db.query<{ total: number }>('select total_price as total from bookings where id = $1', [bookingId]);
    const venue = await deskCall(
      app,
      'bookingRecordPayment',
      { bookingId, left: total / 100, lines: [{ method: 'cash', amount: total / 100 }] },
      { cookie: staffCookie },
    );
    expect(venue.status, JSON.stringify(venue.body)).toBe(200);
    const [row] = await rowsOf(phone);
    expect(row.status).toBe('closed');
    expect(row.notes.at(-1)).toMatchObject({ staffName: CLOSED_BY_BOOKING, note: `Booked and paid: ${orderId}.` });
  });
});
