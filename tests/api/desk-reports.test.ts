import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { REPORT_SECTIONS } from '../../src/lib/api/deskReports.ts';
import { istInstant } from '../../src/lib/booking/istClock.ts';
import { CLOSED_BY_BOOKING } from '../../src/lib/desk/leadRules.ts';
import { testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * The owner's Reports on a known fixture written straight into the tables, every section's figure
 * by figure, for every branch and for one; the days asked and the default; each section's CSV;
 * hostile input; who may read it. On both databases (vitest.config.ts). Its indexes at 100,000
 * bookings: desk-reports-scale.test.ts.
 */

/** 10:30 in India on 20 June 2027, far from the seed's own bookings (made around the day it ran). */
const clock = testClock(new Date('2027-06-20T05:00:00Z'));
/** Sunday 30 May (ISO week 21) to Monday 14 June (week 24): two months, four weeks. */
const FROM = '2027-05-30';
const TO = '2027-06-14';
const JUBILEE = 'loc-jubilee-hills';
let h: Harness;
let desk: App;
const ROLE_OF = { owner: 'owner', manager: 'manager', front: 'front-desk', editor: 'editor' } as const;
const staff = {} as Record<keyof typeof ROLE_OF, TestStaff>;

const as = async (who: keyof typeof staff, name: DeskCallName, input: unknown) =>
  deskCall(desk, name, input, { cookie: await sessionCookie(h.db, staff[who].id, clock.now()) });

const at = (date: string, time: string) => new Date(istInstant(date, time));

interface Fixture {
  id: string;
  theatre: 'th-aurora' | 'th-velvet' | 'th-nebula';
  slot: number;
  date: string;
  status?: string;
  type?: 'normal' | 'combo';
  occasion?: string;
  plan?: string;
  coupon?: string;
  discount?: number;
  total: number;
  cancelled?: { at: Date; cause: string | null };
}

async function book(f: Fixture): Promise<void> {
  const [s] = await h.db.query<{ from_time: string; to_time: string }>('select from_time, to_time from slots where id = $1', [
    `${f.theatre}-s${f.slot}`,
  ]);
  await h.db.query(
    `insert into bookings (id, order_id, owner, status, type, theatre_id, theatre_name, slot_id, slot_date, from_time, to_time,
       user_name, user_email, user_phone, no_of_persons, occasion_id, plan_id, coupon_id, coupon_amount, total_price,
       cancel_cause, cancelled_at, created_at, updated_at)
     values ($1, 'ORDRP-' || $1, 'reports', $2, $3, $4, 'Theatre', $5, $6, $7, $8, 'Guest', 'guest@example.com', '9800000000', 2,
       $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
    [
      f.id,
      f.status ?? (f.cancelled ? 'cancelled' : 'booking-confirmed'),
      f.type ?? 'normal',
      f.theatre,
      `${f.theatre}-s${f.slot}`,
      f.date,
      s.from_time,
      s.to_time,
      f.occasion ?? null,
      f.plan ?? null,
      f.coupon ?? null,
      f.discount ?? 0,
      f.total,
      f.cancelled?.cause ?? null,
      f.cancelled?.at ?? null,
      at('2027-05-01', '10:00'),
    ],
  );
}

const paid = (id: string, amount: number, when: Date) =>
  h.db.query(
    `insert into payments (id, booking_id, provider, payment_type, amount, booking_total, status, paid_amount, expires_at, created_at, updated_at)
     values ('PAY-' || $1, $1, 'phonepe', 'advance', $2, $2, 'paid', $2, $3, $3, $3)`,
    [id, amount, when],
  );
const atVenue = (id: string, amount: number, when: Date) =>
  h.db.query(`insert into venue_payments (booking_id, amount, method, staff_name, at) values ($1, $2, 'cash', 'Farid Front', $3)`, [
    id,
    amount,
    when,
  ]);
const refunded = (id: string, amount: number, when: Date) =>
  h.db.query(
    `insert into desk_refunds (id, booking_id, payment_id, amount, kind, status, created_at, updated_at)
     values ('REF-' || $1, $1, 'PAY-' || $1, $2, 'cancel', 'refunded', $3, $3)`,
    [id, amount, when],
  );

async function enquiry(phone: string, when: Date): Promise<number> {
  const [{ id }] = await h.db.query<{ id: number }>(
    `insert into enquiries (name, email, mobile_number, event_name, description, created_at)
     values ('Asha', 'asha@example.com', $1, 'Birthday', '', $2) returning id::float8 as id`,
    [phone, when],
  );
  return id;
}
async function lead(phone: string, theatre: string, when: Date, enquiryId: number | null = null): Promise<number> {
  const [{ id }] = await h.db.query<{ id: number }>(
    `insert into leads (theatre_id, phone, created_at, enquiry_id) values ($1, $2, $3, $4) returning id::float8 as id`,
    [theatre, phone, when, enquiryId],
  );
  return id;
}
/** Closed as the site closes it when the phone books and pays (server/repo/leadLinks.ts), or by a member of staff. */
const closed = (kind: 'enquiry' | 'lead', id: number, when: Date, staffId: string | null = null) =>
  h.db.query(`insert into lead_notes (kind, lead_id, status, note, staff_id, staff_name, at) values ($1, $2, 'closed', '', $3, $4, $5)`, [
    kind,
    id,
    staffId,
    staffId ? 'Mona Manager' : CLOSED_BY_BOOKING,
    when,
  ]);

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  desk = deskApp(h.db, { now: clock.now });
  for (const [who, role] of Object.entries(ROLE_OF)) staff[who as keyof typeof ROLE_OF] = await addTestStaff(h.db, role);

  // Confirmed bookings in the range: Aurora's 09:00 slot three times (one a Standard birthday combo), Nebula's 12:30 once.
  await book({
    id: 'rp-1',
    theatre: 'th-aurora',
    slot: 1,
    date: '2027-06-01',
    occasion: 'occ-birthday',
    coupon: 'cpn-flat400basic',
    discount: 40_000,
    total: 200_000,
  });
  await book({
    id: 'rp-2',
    theatre: 'th-aurora',
    slot: 1,
    date: '2027-06-02',
    type: 'combo',
    occasion: 'occ-birthday',
    plan: 'plan-aurora-birthday-standard',
    total: 500_000,
  });
  await book({
    id: 'rp-3',
    theatre: 'th-nebula',
    slot: 2,
    date: '2027-06-10',
    occasion: 'occ-anniversary',
    coupon: 'cpn-celebrate10',
    discount: 25_000,
    total: 250_000,
  });
  await book({ id: 'rp-4', theatre: 'th-aurora', slot: 1, date: FROM, total: 150_000 });
  // Not counted as bookings: a day after the range; held.
  await book({ id: 'rp-5', theatre: 'th-velvet', slot: 1, date: '2027-06-15', occasion: 'occ-birthday', total: 300_000 });
  await book({ id: 'rp-6', theatre: 'th-velvet', slot: 2, date: '2027-06-03', status: 'held', total: 300_000 });
  // Cancelled: in the range with each kind of cause (none: before the cause was asked), and one after it.
  for (const [id, theatre, slot, date, when, cause] of [
    ['rp-7', 'th-aurora', 2, '2027-06-04', at('2027-06-14', '12:00'), 'customer-asked'],
    ['rp-8', 'th-aurora', 3, '2027-06-25', at('2027-06-03', '09:00'), 'customer-online'],
    ['rp-9', 'th-nebula', 3, '2027-06-06', at('2027-06-05', '18:00'), null],
    ['rp-10', 'th-nebula', 4, '2027-06-20', at('2027-06-15', '00:00'), 'venue-problem'],
  ] as const)
    await book({ id, theatre, slot, date, total: 210_000, cancelled: { at: when, cause } });

  // Money: 00:15 on 1 June in India is still 31 May in UTC, and is 1 June's.
  await paid('rp-1', 100_000, at('2027-06-01', '10:00'));
  await atVenue('rp-1', 100_000, at('2027-06-01', '20:00'));
  // Recorded in error and voided: it counts nowhere.
  await h.db.query(
    `insert into venue_payments (booking_id, amount, method, staff_name, at, voided_at, voided_by, void_reason)
     values ('rp-3', 99900, 'card', 'Farid Front', $1, $1, 'Mona Manager', 'Wrong booking')`,
    [at('2027-06-08', '13:00')],
  );
  await paid('rp-2', 500_000, at('2027-06-01', '00:15'));
  await paid('rp-3', 250_000, at('2027-06-08', '12:00'));
  await paid('rp-7', 75_000, at(FROM, '09:00'));
  await refunded('rp-7', 30_000, at('2027-06-14', '12:00'));
  // After the range, and just before it.
  await paid('rp-5', 90_000, at('2027-06-15', '00:00'));
  await paid('rp-4', 60_000, at('2027-05-29', '23:59'));

  // Aurora's 09:00 slot blocked one day of the range.
  await h.db.query(
    `insert into slot_blocks (theatre_id, slot_id, slot_date, reason, blocked_by, blocked_at) values ('th-aurora', 'th-aurora-s1', '2027-06-03', 'Repairs', $1, $2)`,
    [staff.owner.id, at('2027-05-20', '10:00')],
  );

  // An enquiry with its lead (Aurora) that booked; one naming no theatre; a lead alone (Nebula) that
  // booked; one (Velvet) a manager closed; one after the range.
  const e1 = await enquiry('9811111111', at('2027-06-02', '11:00'));
  await lead('9811111111', 'th-aurora', at('2027-06-02', '10:59'), e1);
  await closed('enquiry', e1, at('2027-06-03', '10:00'));
  await enquiry('9822222222', at('2027-06-04', '11:00'));
  await closed('lead', await lead('9833333333', 'th-nebula', at('2027-06-05', '11:00')), at('2027-06-05', '12:00'));
  await closed('lead', await lead('9844444444', 'th-velvet', at('2027-06-06', '11:00')), at('2027-06-06', '12:00'), staff.manager.id);
  await lead('9855555555', 'th-aurora', at('2027-06-15', '11:00'));
});
afterAll(() => h?.close());

/** The money of a period, in rupees as the wire carries it. */
const period = (name: string, from: string, to: string, online: number, venue: number, refunds: number) => ({
  period: name,
  from,
  to,
  online,
  venue,
  refunds,
  net: online + venue - refunds,
});

describe('the Reports of a known fortnight', () => {
  it('counts every section for every branch', async () => {
    const res = await as('owner', 'reports', { from: FROM, to: TO });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    const r = res.body;
    expect(r).toMatchObject({ from: FROM, to: TO, today: '2027-06-20', branch: null });
    expect(r.branches.map((b: { id: string }) => b.id)).toContain(JUBILEE);

    // 16 days of each active slot, Aurora's 09:00 less its blocked day.
    const aurora = r.occupancy.theatres.find((t: any) => t.theatre.id === 'th-aurora');
    expect(aurora.theatre).toEqual({ id: 'th-aurora', name: 'Aurora', branch: expect.stringContaining('Jubilee') });
    expect(aurora.cells.find((c: any) => c.hour === 9)).toEqual({ hour: 9, offered: 15, booked: 3 });
    expect(aurora.cells.find((c: any) => c.hour === 12)).toEqual({ hour: 12, offered: 16, booked: 0 });
    const nebula = r.occupancy.theatres.find((t: any) => t.theatre.id === 'th-nebula');
    expect(nebula.cells.find((c: any) => c.hour === 12)).toEqual({ hour: 12, offered: 16, booked: 1 });
    const booked = r.occupancy.theatres.flatMap((t: any) => t.cells).reduce((s: number, c: any) => s + c.booked, 0);
    expect(booked).toBe(4);
    expect(r.occupancy.hours).toEqual([...r.occupancy.hours].sort((a: number, b: number) => a - b));
    expect(r.occupancy.hours).toContain(9);

    expect(r.revenue.days).toHaveLength(16);
    expect(r.revenue.days[0]).toEqual(period(FROM, FROM, FROM, 750, 0, 0));
    expect(r.revenue.days[1]).toEqual(period('2027-05-31', '2027-05-31', '2027-05-31', 0, 0, 0));
    expect(r.revenue.days[2]).toEqual(period('2027-06-01', '2027-06-01', '2027-06-01', 6000, 1000, 0));
    expect(r.revenue.days[9]).toEqual(period('2027-06-08', '2027-06-08', '2027-06-08', 2500, 0, 0));
    expect(r.revenue.days[15]).toEqual(period(TO, TO, TO, 0, 0, 300));
    expect(r.revenue.weeks).toEqual([
      period('2027-W21', FROM, FROM, 750, 0, 0),
      period('2027-W22', '2027-05-31', '2027-06-06', 6000, 1000, 0),
      period('2027-W23', '2027-06-07', '2027-06-13', 2500, 0, 0),
      period('2027-W24', TO, TO, 0, 0, 300),
    ]);
    expect(r.revenue.months).toEqual([
      period('2027-05', FROM, '2027-05-31', 750, 0, 0),
      period('2027-06', '2027-06-01', TO, 8500, 1000, 300),
    ]);
    expect(r.revenue.total).toEqual(period(`${FROM} to ${TO}`, FROM, TO, 9250, 1000, 300));

    expect(r.bookings).toEqual({
      total: { name: 'Total', bookings: 4, value: 11_000 },
      byOccasion: [
        { name: 'Birthday', bookings: 2, value: 7000 },
        { name: 'Anniversary', bookings: 1, value: 2500 },
        { name: 'No occasion', bookings: 1, value: 1500 },
      ],
      byPlan: [
        { name: 'Theatre only (no plan)', bookings: 3, value: 6000 },
        { name: 'Standard', bookings: 1, value: 5000 },
      ],
    });
    expect(r.coupons).toEqual({
      codes: [
        { code: 'CELEBRATE10', times: 1, discount: 250 },
        { code: 'FLAT400BASIC', times: 1, discount: 400 },
      ],
      total: { code: 'Total', times: 2, discount: 650 },
    });
    expect(r.leads).toEqual({
      enquiries: { received: 2, booked: 1 },
      leads: { received: 2, booked: 1 },
      total: { received: 4, booked: 2 },
    });
    expect(r.cancellations).toEqual({
      causes: [
        { cause: 'customer-asked', label: 'Customer asked', cancellations: 1, refunded: 300 },
        { cause: 'customer-online', label: 'Customer cancelled online', cancellations: 1, refunded: 0 },
        { cause: null, label: 'Not recorded', cancellations: 1, refunded: 0 },
      ],
      total: { cause: null, label: 'Total', cancellations: 3, refunded: 300 },
    });
  });

  it('counts one branch only: its theatres, its money, its leads (an enquiry naming no theatre is no branch’s)', async () => {
    const res = await as('owner', 'reports', { from: FROM, to: TO, branch: JUBILEE });
    expect(res.status).toBe(200);
    const r = res.body;
    expect(r.branch).toMatchObject({ id: JUBILEE });
    expect(r.occupancy.theatres.map((t: any) => t.theatre.id)).toEqual(['th-aurora', 'th-velvet']);
    expect(r.revenue.total).toEqual(period(`${FROM} to ${TO}`, FROM, TO, 6750, 1000, 300));
    expect(r.bookings.total).toEqual({ name: 'Total', bookings: 3, value: 8500 });
    expect(r.coupons.total).toEqual({ code: 'Total', times: 1, discount: 400 });
    expect(r.leads).toEqual({
      enquiries: { received: 1, booked: 1 },
      leads: { received: 1, booked: 0 },
      total: { received: 2, booked: 1 },
    });
    expect(r.cancellations.total).toEqual({ cause: null, label: 'Total', cancellations: 2, refunded: 300 });
  });

  it('reads the last 30 days by default, and one end alone from or to it', async () => {
    expect((await as('owner', 'reports', {})).body).toMatchObject({ from: '2027-05-22', to: '2027-06-20' });
    expect((await as('owner', 'reports', { to: TO })).body).toMatchObject({ from: '2027-05-16', to: TO });
    expect((await as('owner', 'reports', { from: FROM })).body).toMatchObject({ from: FROM, to: '2027-06-20' });
    const whole = await as('owner', 'reports', { from: '2027-01-01', to: '2028-01-01' });
    expect(whole.status, JSON.stringify(whole.body).slice(0, 300)).toBe(200);
    expect(whole.body.revenue.days).toHaveLength(366);
  });

  it('gives each section as a CSV with the same figures', async () => {
    const files: Record<string, string> = {};
    for (const section of REPORT_SECTIONS) {
      const res = await as('owner', 'reportsExport', { section, from: FROM, to: TO });
      expect(res.status, section).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="report-${section}-${FROM}-to-${TO}-all-branches.csv"`);
      files[section] = String(res.body).replace(/^\uFEFF/, '');
    }
    expect(files['revenue-weeks'].split('\r\n')).toEqual([
      'Period,From,To,Online (INR),At the venue (INR),Refunds (INR),Net (INR)',
      '2027-W21,2027-05-30,2027-05-30,750.00,0.00,0.00,750.00',
      '2027-W22,2027-05-31,2027-06-06,6000.00,1000.00,0.00,7000.00',
      '2027-W23,2027-06-07,2027-06-13,2500.00,0.00,0.00,2500.00',
      '2027-W24,2027-06-14,2027-06-14,0.00,0.00,300.00,-300.00',
      'Total,2027-05-30,2027-06-14,9250.00,1000.00,300.00,9950.00',
      '',
    ]);
    expect(files.occupancy).toContain('Aurora,');
    expect(files.occupancy).toMatch(/\r\nAurora,[^,]+,09:00,15,3,20\r\n/);
    expect(files.coupons.split('\r\n')).toEqual([
      'Coupon,Times used,Discount (INR)',
      'CELEBRATE10,1,250.00',
      'FLAT400BASIC,1,400.00',
      'Total,2,650.00',
      '',
    ]);
    expect(files.leads.split('\r\n')).toEqual(['Kind,Received,Booked,Booked (%)', 'Enquiries,2,1,50', 'Leads,2,1,50', 'Total,4,2,50', '']);
    expect(files.cancellations.split('\r\n')).toEqual([
      'Cause,Cancellations,Refunded (INR)',
      'Customer asked,1,300.00',
      'Customer cancelled online,1,0.00',
      'Not recorded,1,0.00',
      'Total,3,300.00',
      '',
    ]);
    expect(files.occasions.split('\r\n')[1]).toBe('Birthday,2,7000.00');
    expect(files.plans.split('\r\n')[2]).toBe('Standard,1,5000.00');
    expect(files['revenue-months'].split('\r\n')[2]).toBe('2027-06,2027-06-01,2027-06-14,8500.00,1000.00,300.00,9200.00');
    expect(files['revenue-days'].split('\r\n')).toHaveLength(1 + 16 + 1 + 1);
  });
});

describe('what it refuses', () => {
  const refused: [string, Record<string, unknown>, string][] = [
    ['a word for a date', { from: 'tomorrow' }, 'from'],
    ['a number for a date', { to: '20270601' }, 'to'],
    ['a date that is not in the calendar', { from: '2027-02-30' }, 'from'],
    ['a year out of range', { from: '1999-12-31' }, 'from'],
    ['to before from', { from: '2027-06-02', to: '2027-06-01' }, 'to'],
    ['367 days', { from: '2027-01-01', to: '2028-01-02' }, 'to'],
    ['from alone, more than a year back', { from: '2026-06-01' }, 'to'],
    ['a huge branch', { branch: 'x'.repeat(100_000) }, 'branch'],
    ['a NUL in the branch', { branch: 'loc-\u0000gachibowli' }, 'branch'],
    ['a NUL in a date', { from: '2027-06-0\u00001' }, 'from'],
    ['an unknown branch', { branch: 'loc-nowhere' }, 'branch'],
    ['a branch still to open', { branch: 'lb-nagar' }, 'branch'],
  ];
  it.each(refused)('%s: 400 naming the field', async (_, input, field) => {
    for (const [name, body] of [
      ['reports', input],
      ['reportsExport', { section: 'coupons', ...input }],
    ] as const) {
      const res = await as('owner', name, body);
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('refuses a section it does not have, a huge one and a NUL in one', async () => {
    for (const section of ['everything', 'x'.repeat(100_000), 'coupons\u0000', '']) {
      const res = await as('owner', 'reportsExport', { section, from: FROM, to: TO });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('section');
    }
    expect((await as('owner', 'reportsExport', { from: FROM, to: TO })).status).toBe(400);
  });

  it('answers the owner only: a manager, the front desk and an editor are refused, and no session', async () => {
    expect((await deskCall(desk, 'reports', {})).status).toBe(401);
    expect((await deskCall(desk, 'reportsExport', { section: 'coupons' })).status).toBe(401);
    for (const who of ['manager', 'front', 'editor'] as const) {
      expect((await as(who, 'reports', {})).status).toBe(403);
      expect((await as(who, 'reportsExport', { section: 'coupons' })).status).toBe(403);
    }
    expect((await as('owner', 'reports', {})).status).toBe(200);
  });
});
