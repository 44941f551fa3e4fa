import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { makeInvoice, remakeInvoice } from '../../server/invoice/makeInvoice.ts';
import { creditNoteFor, gstInvoiceFor } from '../../server/invoice/gstNumbers.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { invoiceRupees, toPaise } from '../../src/lib/money.ts';
import { pdfPagesText } from '../support/pdfText.ts';
import { testClock } from './bookingFixtures.ts';
import { addTestStaff, auditOf, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openPaymentHarness, paidBooking } from './paymentFixtures.ts';

/**
 * GST invoices: a branch's GSTIN set at the desk puts the tax lines and a number of the financial
 * year's series on its bookings' invoices, numbered without gaps or duplicates when made at once,
 * and a refund of such a booking makes a credit note; without a GSTIN, invoices stay as they were.
 */

/** 10:30 in India on a Sunday, in the financial year 2026-27. */
const START = new Date('2026-11-22T05:00:00Z');
const clock = testClock(START);
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let desk: App;
const staff = {} as Record<'owner' | 'manager' | 'front', TestStaff>;
/** The branch Aurora is in, and another. */
let aurora: string;
let other: string | undefined;

const IN_STATE = '36AAACR5055K1Z8';
const OTHER_STATE = '27AAPFU0939F1ZV';

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  desk = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  staff.owner = await addTestStaff(t.h.db, 'owner', { name: 'Olga Owner' });
  staff.manager = await addTestStaff(t.h.db, 'manager', { name: 'Mona Manager' });
  staff.front = await addTestStaff(t.h.db, 'front-desk', { name: 'Farid Front' });
  const [row] = await t.h.db.query<{ public_id: string }>(
    `select l.public_id from theatres t join locations l on l.key = t.location_key where t.id = 'th-aurora'`,
  );
  aurora = row.public_id;
  const [next] = await t.h.db.query<{ public_id: string }>(
    'select public_id from locations where public_id is not null and public_id <> $1',
    [aurora],
  );
  other = next?.public_id;
});
afterAll(() => t.h.close());

async function as(who: keyof typeof staff, name: DeskCallName, input: unknown = {}) {
  return deskCall(desk, name, input, { cookie: await sessionCookie(t.h.db, staff[who].id, clock.now()) });
}

const SETTINGS = {
  legalName: 'Celebrations Private Limited',
  address: '12 Road No. 36, Jubilee Hills, Hyderabad 500033',
  ratePercent: 18,
  sac: '999692',
  venueState: '36',
};
const save = (o: Record<string, unknown> = {}) => as('owner', 'gstSettingsSave', { branchId: aurora, ...SETTINGS, gstin: IN_STATE, ...o });

let day = 2;
const booking = (o: Parameters<typeof paidBooking>[2] = {}) => paidBooking(t, addDays(istToday(clock.now()), day++), o);

/** What the payment's settlement does before it asks for the invoice, for a booking made without paying. */
const confirm = (bookingId: string) =>
  t.h.db.query(`update bookings set status = 'booking-confirmed', amount_paid = advance_payment, payment_type = 'advance' where id = $1`, [
    bookingId,
  ]);
const unpaid = async () => (await booking({ pay: 'none' })).bookingId;

const gstRow = async (bookingId: string) =>
  (
    await t.h.db.query<{ number: string; fy: string; seq: number }>('select number, fy, seq from gst_invoices where booking_id = $1', [
      bookingId,
    ])
  )[0];
const pdfOf = async (bookingId: string) => {
  const [row] = await t.h.db.query<{ pdf: Uint8Array }>('select pdf from invoices where booking_id = $1', [bookingId]);
  return new Uint8Array(row.pdf);
};
const textOf = async (bookingId: string) => (await pdfPagesText(await pdfOf(bookingId))).join('\n');
const totalOf = async (bookingId: string) =>
  (await t.h.db.query<{ total_price: number }>('select total_price from bookings where id = $1', [bookingId]))[0].total_price;
const lastNumber = async (series: 'invoice' | 'credit-note', fy = '2026-27') =>
  (await t.h.db.query<{ last: number }>('select last from gst_series where series = $1 and fy = $2', [series, fy]))[0]?.last ?? 0;

describe('without a GSTIN', () => {
  it('an invoice stays as it was: no number, no tax lines', async () => {
    const settings = await as('owner', 'gstSettings');
    expect(settings.status).toBe(200);
    expect(settings.body.business).toEqual({ ratePercent: 18, sac: '999692', venueState: '36' });
    expect(settings.body.branches.find((b: { branchId: string }) => b.branchId === aurora)).toMatchObject({ gstin: '', legalName: '' });

    // A branch saved with its GSTIN empty is a branch without GST too.
    expect((await save({ gstin: '' })).status).toBe(200);
    const { bookingId } = await booking();
    expect((await t.h.db.query('select 1 from invoices where booking_id = $1', [bookingId])).length).toBe(1);
    expect(await gstRow(bookingId)).toBeUndefined();
    const [order] = await t.h.db.query<{ order_id: string }>('select order_id from bookings where id = $1', [bookingId]);
    expect((await PDFDocument.load(await pdfOf(bookingId))).getTitle()).toBe(`Invoice ${order.order_id}`);
    const text = await textOf(bookingId);
    expect(text).toContain('Invoice');
    expect(text).not.toMatch(/GSTIN|CGST|SGST|IGST|Tax invoice|Taxable/);
    expect((await as('front', 'bookingGst', { bookingId })).body).toMatchObject({ invoice: null, creditNotes: [] });
  });
});

describe('with a GSTIN', () => {
  let first: string;

  it('the owner saves it, audited; the invoice carries CGST and SGST summing to the total to the paisa', async () => {
    const res = await save();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(`Invoices of this branch now carry GST under ${IN_STATE}.`);
    expect(res.body.branches.find((b: { branchId: string }) => b.branchId === aurora)).toMatchObject({
      gstin: IN_STATE,
      legalName: SETTINGS.legalName,
      address: SETTINGS.address,
      updatedBy: 'Olga Owner',
    });
    const [entry] = (await auditOf(t.h.db, `action = 'settings.gst'`)).slice(-1);
    expect(entry).toMatchObject({
      staff_id: staff.owner.id,
      target: `settings:gst:${aurora}`,
      after: { gstin: IN_STATE, ratePercent: 18 },
    });

    first = (await booking()).bookingId;
    expect(await gstRow(first)).toEqual({ number: '2026-27/000001', fy: '2026-27', seq: 1 });
    const total = await totalOf(first);
    const view = (await as('front', 'bookingGst', { bookingId: first })).body;
    expect(view.invoice).toMatchObject({ number: '2026-27/000001', gstin: IN_STATE, ratePercent: 18, igst: 0 });
    const [taxable, cgst, sgst] = [view.invoice.taxable, view.invoice.cgst, view.invoice.sgst].map(toPaise);
    expect(taxable).toBe(Math.round((total * 100) / 118));
    expect(cgst).toBe(Math.floor((total - taxable) / 2));
    expect(taxable + cgst + sgst).toBe(total);

    expect((await PDFDocument.load(await pdfOf(first))).getTitle()).toBe('Tax invoice 2026-27/000001');
    const text = await textOf(first);
    for (const s of [
      'Tax invoice',
      SETTINGS.legalName,
      `GSTIN: ${IN_STATE}`,
      '2026-27/000001',
      'SAC',
      '999692',
      `Taxable value (SAC 999692)`,
      invoiceRupees(taxable),
      'CGST 9%',
      invoiceRupees(cgst),
      'SGST 9%',
      invoiceRupees(sgst),
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('IGST');
  });

  it('made again, it keeps its number, date and registration, even after the settings change', async () => {
    const before = await t.h.db.query('select * from gst_invoices where booking_id = $1', [first]);
    clock.advance(3_600_000);
    expect((await save({ gstin: OTHER_STATE })).status).toBe(200);
    await t.h.db.transaction((tx) => remakeInvoice(tx, first, clock.now()));
    expect(await t.h.db.query('select * from gst_invoices where booking_id = $1', [first])).toEqual(before);
    const text = await textOf(first);
    expect(text).toContain(`GSTIN: ${IN_STATE}`);
    expect(text).toContain('2026-27/000001');
    expect(await lastNumber('invoice')).toBe(1);
  });

  it('a GSTIN of another state than the venues makes it IGST, the whole tax', async () => {
    const { bookingId } = await booking();
    expect((await gstRow(bookingId)).number).toBe('2026-27/000002');
    const total = await totalOf(bookingId);
    const view = (await as('manager', 'bookingGst', { bookingId })).body.invoice;
    expect(view).toMatchObject({ gstin: OTHER_STATE, cgst: 0, sgst: 0 });
    expect(toPaise(view.taxable) + toPaise(view.igst)).toBe(total);
    const text = await textOf(bookingId);
    expect(text).toContain('IGST 18%');
    expect(text).not.toMatch(/CGST|SGST/);
    expect((await save()).status).toBe(200);
  });

  it('a booking not paid gets no number, and one with no invoice made again takes none', async () => {
    const bookingId = await unpaid();
    expect(await gstInvoiceFor(t.h.db, bookingId, clock.now())).toBeUndefined();
    expect(await lastNumber('invoice')).toBe(2);
  });

  it('invoices made at once get consecutive numbers, none twice and none skipped, one for a booking asked twice', async () => {
    const ids = [await unpaid(), await unpaid(), await unpaid()];
    for (const id of ids) await confirm(id);
    const now = clock.now();
    await Promise.all([...ids, ...ids].map((id) => makeInvoice(t.h.db, id, now)));
    const numbers = (await Promise.all(ids.map(gstRow))).map((r) => r.seq).sort((a, b) => a - b);
    expect(numbers).toEqual([3, 4, 5]);
    expect(await lastNumber('invoice')).toBe(5);

    // Two bookings paid at once, through the payment's own flow.
    const paid = await Promise.all([booking(), booking()]);
    const seqs = (await Promise.all(paid.map((p) => gstRow(p.bookingId)))).map((r) => r.seq).sort((a, b) => a - b);
    expect(seqs).toEqual([6, 7]);
  });

  it('a number taken in a transaction that rolls back is given back: no gap', async () => {
    const id = await unpaid();
    await confirm(id);
    await expect(
      t.h.db.transaction(async (tx) => {
        expect((await gstInvoiceFor(tx, id, clock.now()))?.seq).toBe(8);
        throw new Error('the invoice failed');
      }),
    ).rejects.toThrow('the invoice failed');
    expect(await lastNumber('invoice')).toBe(7);
    await makeInvoice(t.h.db, id, clock.now());
    expect((await gstRow(id)).number).toBe('2026-27/000008');
  });

  it('starts a new series on 1 April in India', async () => {
    const [late, early] = [await unpaid(), await unpaid()];
    await confirm(late);
    await confirm(early);
    await makeInvoice(t.h.db, late, new Date('2027-03-31T18:29:59Z'));
    await makeInvoice(t.h.db, early, new Date('2027-03-31T18:30:00Z'));
    expect(await gstRow(late)).toEqual({ number: '2026-27/000009', fy: '2026-27', seq: 9 });
    expect(await gstRow(early)).toEqual({ number: '2027-28/000001', fy: '2027-28', seq: 1 });
  });
});

describe('a refund of a booking with a tax invoice', () => {
  it('makes a credit note of the refunded amount, split the same way, referring to the invoice', async () => {
    const { bookingId } = await booking();
    const invoice = await gstRow(bookingId);
    const res = await as('owner', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const view = (await as('front', 'bookingGst', { bookingId })).body;
    expect(view.creditNotes).toHaveLength(1);
    const note = view.creditNotes[0];
    expect(note).toMatchObject({ number: 'CN/26-27/000001', invoiceNumber: invoice.number, amount: 750, igst: 0 });
    const [taxable, cgst, sgst] = [note.taxable, note.cgst, note.sgst].map(toPaise);
    expect(taxable).toBe(Math.round(75_000 / 1.18));
    expect(taxable + cgst + sgst).toBe(75_000);
    expect(sgst - cgst).toBeGreaterThanOrEqual(0);

    // Its PDF, at an unguessable address as an invoice's: who issues it, its number, the invoice it reduces, the split.
    expect(note.pdf).toMatch(/^\/v1\/theatre\/credit-notes\/[A-Za-z0-9_-]{43}\.pdf$/);
    const served = await t.h.app.request(note.pdf);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    const pdf = (await pdfPagesText(new Uint8Array(await served.arrayBuffer()))).join('\n');
    for (const s of [
      'Credit note',
      'CN/26-27/000001',
      invoice.number,
      note.refundId,
      'Rs. 750',
      invoiceRupees(taxable),
      invoiceRupees(cgst),
      invoiceRupees(sgst),
    ])
      expect(pdf).toContain(s);
    for (const bad of [
      note.pdf.replace(/[A-Za-z0-9_-]{43}/, 'x'.repeat(43)),
      '/v1/theatre/credit-notes/..%2Finvoices.pdf',
      '/v1/theatre/credit-notes/a.pdf',
    ])
      expect((await t.h.app.request(bad)).status, bad).toBe(404);

    // The same refund seen taken again makes no second note.
    const again = await t.h.db.transaction((tx) => creditNoteFor(tx, { id: note.refundId, bookingId, amountPaise: 75_000 }, clock.now()));
    expect(again?.number).toBe('CN/26-27/000001');
    expect(await lastNumber('credit-note')).toBe(1);
  });

  it('of a booking without one makes none', async () => {
    expect((await save({ gstin: '' })).status).toBe(200);
    const { bookingId } = await booking();
    expect((await as('owner', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750 })).status).toBe(200);
    expect((await as('front', 'bookingGst', { bookingId })).body).toMatchObject({ invoice: null, creditNotes: [] });
    expect(await lastNumber('credit-note')).toBe(1);
    expect((await save()).status).toBe(200);
  });
});

describe('the GST settings call', () => {
  const branches = () => t.h.db.query('select * from gst_branches order by branch_id');

  it.each([
    [{ gstin: 36 }, 'gstin'],
    [{ gstin: '36AAACR5055K1Z9' }, 'gstin', /check character does not match/],
    [{ gstin: '36AAACR5055K1Z' }, 'gstin', /has 15 characters/],
    [{ gstin: `${IN_STATE}\u0000` }, 'gstin', /NUL/],
    [{ gstin: 'x'.repeat(50_000) }, 'gstin', /too long/],
    [{ legalName: 'x'.repeat(5_000) }, 'legalName', /at most 200/],
    [{ legalName: 'Celebrations\u0000' }, 'legalName', /NUL/],
    [{ legalName: '' }, 'legalName', /required with a GSTIN/],
    [{ address: ['Jubilee Hills'] }, 'address'],
    [{ address: '' }, 'address', /required with a GSTIN/],
    [{ ratePercent: '18' }, 'ratePercent'],
    [{ ratePercent: -1 }, 'ratePercent', /0 or more/],
    [{ ratePercent: 41 }, 'ratePercent', /at most 40/],
    [{ ratePercent: 18.125 }, 'ratePercent', /two decimals/],
    [{ ratePercent: null }, 'ratePercent'],
    [{ sac: '12345' }, 'sac', /6 digits/],
    [{ sac: 999692 }, 'sac'],
    [{ venueState: '40' }, 'venueState'],
    [{ branchId: 'no-such-branch' }, 'branchId', /no such branch/],
    [{ branchId: 'x'.repeat(5_000) }, 'branchId'],
  ] as [Record<string, unknown>, string, RegExp?][])('refuses %j at its field, changing nothing', async (body, field, message) => {
    const before = await branches();
    const res = await save(body);
    expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe(field);
    if (message) expect(res.body.errors[0].message).toMatch(message);
    expect(await branches()).toEqual(before);
  });

  it('is the owner’s alone: another role, or no session, is refused', async () => {
    const before = await branches();
    for (const who of ['manager', 'front'] as const) {
      expect((await as(who, 'gstSettingsSave', { branchId: aurora, ...SETTINGS, gstin: '' })).status).toBe(403);
      expect((await as(who, 'gstSettings')).status).toBe(403);
    }
    expect((await deskCall(desk, 'gstSettingsSave', { branchId: aurora, ...SETTINGS, gstin: '' })).status).toBe(401);
    expect(await branches()).toEqual(before);
  });

  it('saves one branch without touching another', async () => {
    if (!other) return;
    const res = await as('owner', 'gstSettingsSave', { branchId: other, ...SETTINGS, gstin: ' 29aagcb7383j1z4 ' });
    expect(res.status).toBe(200);
    const shown = res.body.branches;
    expect(shown.find((b: { branchId: string }) => b.branchId === other).gstin).toBe('29AAGCB7383J1Z4');
    expect(shown.find((b: { branchId: string }) => b.branchId === aurora).gstin).toBe(IN_STATE);
  });
});
