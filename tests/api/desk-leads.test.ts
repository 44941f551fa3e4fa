import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_SUCH_LEAD } from '../../server/desk/leadRoutes.ts';
import { LEADS_PAGE_SIZE, LeadListResponse, LeadMarkResponse } from '../../src/lib/api/deskLeads.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, AURORA, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, auditOf, databaseDigest, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/** The enquiries and leads inbox: the list, its filters and links' data, marks with notes, whether the phone booked, races. */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
const TODAY = istToday(clock.now());
let h: Harness;
let app: App;
let manager: TestStaff;
let owner: TestStaff;
let cookies: { manager: string; owner: string };

const enquiry = (phone: string, name = 'Asha Rao') => ({
  name,
  email: 'asha@example.com',
  mobileNumber: phone,
  description: 'Surprise birthday for 6 people',
  eventName: 'Birthday',
});
const minute = () => clock.advance(60_000);

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = deskApp(h.db, { now: clock.now });
  manager = await addTestStaff(h.db, 'manager', { name: 'Meera Manager' });
  owner = await addTestStaff(h.db, 'owner', { name: 'Omar Owner' });
});
afterAll(() => h?.close());
beforeEach(async () => {
  cookies = { manager: await sessionCookie(h.db, manager.id, clock.now()), owner: await sessionCookie(h.db, owner.id, clock.now()) };
});

const list = (query: Record<string, string> = {}, cookie = cookies.manager) => deskCall(app, 'leadList', query, { cookie });
const mark = (body: unknown, cookie = cookies.manager) => deskCall(app, 'leadMark', body, { cookie });
const idOf = async (kind: 'enquiry' | 'lead', phone: string) => {
  const table = kind === 'enquiry' ? 'enquiries' : 'leads';
  const column = kind === 'enquiry' ? 'mobile_number' : 'phone';
  const [row] = await h.db.query<{ id: number }>(`select id::float8 as id from ${table} where ${column} = $1 order by id desc limit 1`, [
    phone,
  ]);
  return row.id;
};

describe('the inbox', () => {
  it('lists enquiries and leads together, newest first, with what a call and a WhatsApp need, and whether the phone booked after', async () => {
    const date = addDays(TODAY, 5);
    expect((await h.post('web/addenquiry', enquiry('9000000001', 'Early Enquirer'))).status).toBe(200);
    minute();
    expect(
      (
        await h.post('web/addlead', {
          phone: '9000000002',
          name: 'Lead Who Booked',
          theatreId: AURORA.id,
          date,
          time: '09:00 AM - 12:00 PM',
        })
      ).status,
    ).toBe(200);
    minute();
    const bookingId = await createBooking(
      h,
      await newToken(h),
      addBookingBody(date, { userPhone: '9000000002', userName: 'Lead Who Booked' }),
    );
    minute();
    // A booking made before the lead is not the lead's doing.
    expect((await h.post('web/addlead', { phone: '9000000002' })).status).toBe(200);

    const res = await list();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(LeadListResponse.safeParse(res.body).success).toBe(true);
    const [latest, withTheatre, first] = res.body.leads;
    expect([latest.kind, withTheatre.kind, first.kind]).toEqual(['lead', 'lead', 'enquiry']);
    expect(latest.booking).toBeNull();
    const [{ order_id: orderId }] = await h.db.query<{ order_id: string }>('select order_id from bookings where id = $1', [bookingId]);
    expect(withTheatre).toMatchObject({
      name: 'Lead Who Booked',
      phone: '9000000002',
      theatre: 'Aurora',
      date,
      time: '09:00 AM - 12:00 PM',
      status: 'new',
      notes: [],
      booking: { orderId, status: 'held' },
    });
    expect(first).toMatchObject({
      name: 'Early Enquirer',
      phone: '9000000001',
      eventName: 'Birthday',
      description: 'Surprise birthday for 6 people',
      booking: null,
    });
    expect(Date.parse(first.createdAt)).toBeLessThan(Date.parse(withTheatre.createdAt));
    expect(res.body).toMatchObject({ page: 1, pageSize: LEADS_PAGE_SIZE, total: 3 });
  });

  it('filters by kind and status, and pages', async () => {
    for (let i = 0; i < LEADS_PAGE_SIZE + 2; i++) await h.post('web/addlead', { phone: `91000000${String(i).padStart(2, '0')}` });
    const all = await list();
    const total = all.body.total;
    expect(all.body.leads).toHaveLength(LEADS_PAGE_SIZE);
    const second = await list({ page: '2' });
    expect(second.body.leads).toHaveLength(total - LEADS_PAGE_SIZE);
    expect(second.body.leads[0].createdAt <= all.body.leads.at(-1).createdAt).toBe(true);
    expect((await list({ page: '99' })).body.leads).toEqual([]);
    const enquiries = await list({ kind: 'enquiry' });
    expect(enquiries.body.leads.every((l: { kind: string }) => l.kind === 'enquiry')).toBe(true);
    expect(enquiries.body.total).toBe(1);
    expect((await list({ kind: 'lead' })).body.total).toBe(total - 1);
    expect((await list({ status: 'closed' })).body.total).toBe(0);
    expect((await list({ status: 'new', kind: 'enquiry' })).body.total).toBe(1);
  });

  it('refuses bad filters and hostile query strings with a 400', async () => {
    for (const query of [
      { kind: 'spam' },
      { status: 'done' },
      { page: '0' },
      { page: '-1' },
      { page: 'abc' },
      { page: '1e3' },
      { page: '9999999' },
      { kind: 'lead\u0000' },
    ] as Record<string, string>[]) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.errors[0].field).toBe(Object.keys(query)[0]);
    }
    const repeated = await app.request('/v1/desk/leads?kind=lead&kind=enquiry', { headers: { cookie: cookies.manager } });
    expect(repeated.status).toBe(400);
  });
});

describe('a mark', () => {
  it('sets the status, keeps the note with who and when, answers the lead as listed, and is audited with before and after', async () => {
    await h.post('web/addenquiry', enquiry('9000000101', 'Kiran'));
    const id = await idOf('enquiry', '9000000101');
    const since = (await auditOf(h.db)).length;
    const res = await mark({ kind: 'enquiry', id, status: 'contacted', note: '  Called; will confirm Friday  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(LeadMarkResponse.safeParse(res.body).success).toBe(true);
    expect(res.body.message).toBe('Kiran is marked contacted.');
    expect(res.body.lead).toMatchObject({
      kind: 'enquiry',
      id,
      status: 'contacted',
      notes: [{ at: clock.now().toISOString(), staffName: 'Meera Manager', status: 'contacted', note: 'Called; will confirm Friday' }],
    });
    minute();
    const closed = await mark({ kind: 'enquiry', id, status: 'closed' }, cookies.owner);
    expect(closed.body.lead.status).toBe('closed');
    expect(closed.body.lead.notes.map((n: { staffName: string; status: string; note: string }) => [n.staffName, n.status, n.note])).toEqual(
      [
        ['Meera Manager', 'contacted', 'Called; will confirm Friday'],
        ['Omar Owner', 'closed', ''],
      ],
    );
    expect((await list({ status: 'closed', kind: 'enquiry' })).body.leads.map((l: { id: number }) => l.id)).toContain(id);
    const entries = (await auditOf(h.db)).slice(since);
    expect(entries.map((e) => [e.action, e.staff_id, e.target, e.before, e.after])).toEqual([
      ['lead.mark', manager.id, `enquiry:${id}`, { status: 'new' }, { status: 'contacted', note: 'Called; will confirm Friday' }],
      ['lead.mark', owner.id, `enquiry:${id}`, { status: 'contacted' }, { status: 'closed', note: '' }],
    ]);
  });

  it.each([
    ['no such lead', { kind: 'lead', id: 987654321, status: 'closed' }, 404, undefined],
    ["a lead's id asked as an enquiry's (the kinds count apart)", { kind: 'enquiry', id: '{lead}', status: 'closed' }, 404, undefined],
    ['a kind that is not one', { kind: 'booking', id: 1, status: 'closed' }, 400, 'kind'],
    ['an id that is text', { kind: 'lead', id: '1', status: 'closed' }, 400, 'id'],
    ['an id that is not whole', { kind: 'lead', id: 1.5, status: 'closed' }, 400, 'id'],
    ['an id of zero', { kind: 'lead', id: 0, status: 'closed' }, 400, 'id'],
    ['an id too large', { kind: 'lead', id: 2 ** 60, status: 'closed' }, 400, 'id'],
    ['a status of new', { kind: 'lead', id: 1, status: 'new' }, 400, 'status'],
    ['a status that is not one', { kind: 'lead', id: 1, status: 'booked' }, 400, 'status'],
    ['a note too long', { kind: 'lead', id: 1, status: 'closed', note: 'x'.repeat(1001) }, 400, 'note'],
    ['a huge note', { kind: 'lead', id: 1, status: 'closed', note: 'x'.repeat(60_000) }, 400, 'note'],
    ['a NUL in the note', { kind: 'lead', id: 1, status: 'closed', note: 'ok\u0000' }, 400, 'note'],
    ['a note that is a list', { kind: 'lead', id: 1, status: 'closed', note: ['a'] }, 400, 'note'],
  ])('refuses %s, changing nothing', async (_case, body, status, field) => {
    await h.post('web/addlead', { phone: '9000000201' });
    const leadId = await idOf('lead', '9000000201');
    const [{ n: enquiries }] = await h.db.query<{ n: number }>('select max(id)::float8 as n from enquiries');
    expect(leadId).toBeGreaterThan(enquiries);
    const sent = JSON.parse(JSON.stringify(body).replace('"{lead}"', String(leadId)));
    const before = await databaseDigest(h.db);
    const res = await mark(sent);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (status === 404) expect(res.body.message).toBe(NO_SUCH_LEAD);
    if (field) expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await databaseDigest(h.db)).toEqual(before);
  });
});

describe('races', () => {
  it('two staff marking one lead at once: both notes kept, the last status wins, both audited', async () => {
    for (let round = 0; round < 3; round++) {
      const phone = `90000003${String(round).padStart(2, '0')}`;
      await h.post('web/addlead', { phone });
      const id = await idOf('lead', phone);
      const [a, b] = await Promise.all([
        mark({ kind: 'lead', id, status: 'contacted', note: `Meera called ${round}` }, cookies.manager),
        mark({ kind: 'lead', id, status: 'closed', note: `Omar closed ${round}` }, cookies.owner),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const notes = await h.db.query<{ note: string; status: string }>(
        `select note, status from lead_notes where kind = 'lead' and lead_id = $1 order by id`,
        [id],
      );
      expect(notes.map((n) => n.note).sort()).toEqual([`Meera called ${round}`, `Omar closed ${round}`]);
      const [{ status }] = await h.db.query<{ status: string }>('select status from leads where id = $1', [id]);
      // The last mark written is the status; each saw the other's before it, or none.
      expect(status).toBe(notes.at(-1)!.status);
      const audited = await auditOf(h.db, `action = 'lead.mark' and target = $1`, [`lead:${id}`]);
      expect(audited).toHaveLength(2);
      expect(audited[0].before).toEqual({ status: 'new' });
      expect(audited[1].before).toEqual({ status: audited[0].after.status });
    }
  });
});
