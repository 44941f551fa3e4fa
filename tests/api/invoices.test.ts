import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';
import { makeInvoice } from '../../server/invoice/makeInvoice.ts';
import { openHarness, type Harness } from './harness.ts';
import { addBookingBody, auth, blackForestLine, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { pdfPagesText, pdfTextItems } from '../support/pdfText.ts';

/** The invoice of a paid booking: made once, served at its unguessable URL, and nothing else is. */

let h: Harness;
const clock = testClock();
let day = 1;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
});
afterAll(() => h?.close());

/** 3 people at Aurora with a birthday and a 500 gm cake, FLAT400BASIC on it: 2148 + 299 + 299 + 499 - 400 = 2845. */
async function pricedBooking(userName = 'Asha Rao'): Promise<{ token: string; bookingId: string }> {
  const token = await newToken(h);
  const date = addDays(istToday(clock.now()), day++);
  const bookingId = await createBooking(
    h,
    token,
    addBookingBody(date, { noOfPersons: 3, subTotal: 2447, couponId: 'FLAT400BASIC', userName }),
  );
  const steps: [string, object][] = [
    ['booking/new/updateocasion', { occasionId: 'occ-birthday', personName: 'Ravi', subTotal: 2746, totalPrice: 2346 }],
    ['booking/new/updatecakes', { products: [blackForestLine(499, '500')] }],
  ];
  for (const [path, body] of steps) {
    const res = await h.post(path, { bookingId, ...body }, auth(token));
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return { token, bookingId };
}

/** What the payment's settlement does before it asks for the invoice. */
const confirm = (bookingId: string) =>
  h.db.query(`update bookings set status = 'booking-confirmed', amount_paid = advance_payment, payment_type = 'advance' where id = $1`, [
    bookingId,
  ]);

const fetchPath = (path: string) => h.app.request(path);
const read = async (token: string, bookingId: string) => (await h.post('bookings/getallbookings', { bookingId }, auth(token))).body.booking;

describe('the invoice of a paid booking', () => {
  let token: string;
  let bookingId: string;
  let path: string;

  beforeAll(async () => {
    ({ token, bookingId } = await pricedBooking());
    await confirm(bookingId);
    path = await makeInvoice(h.db, bookingId, clock.now());
  });

  it('is served as a PDF at an unguessable path the owner is told', async () => {
    expect(path).toMatch(new RegExp(`^${API_PREFIX}invoices/[A-Za-z0-9_-]{43}\\.pdf$`));
    const booking = await read(token, bookingId);
    expect(booking.invoice).toBe(path);
    const res = await fetchPath(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="invoice-${booking.orderId}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Invoice ${booking.orderId}`);
  });

  it('shows the booking as stored: its lines, the coupon, what was paid and what is left', async () => {
    const booking = await read(token, bookingId);
    const shown = (await pdfPagesText(new Uint8Array(await (await fetchPath(path)).arrayBuffer()))).join('\n');
    const expected = [
      'CineCelebrations',
      'Jubilee Hills',
      booking.orderId,
      bookingId,
      'Asha Rao',
      'Theatre: Aurora',
      'Rs. 2,148',
      'Extra persons: 1',
      'Occasion: Birthday',
      'Cake: Black Forest (500 gm)',
      'Coupon FLAT400BASIC',
      '- Rs. 400',
      'Rs. 3,245',
      'Rs. 2,845',
      'Advance paid',
      'Rs. 750',
      'To pay at the venue',
      'Rs. 2,095',
    ];
    for (const s of expected) expect(shown).toContain(s);
  });

  it('is made once: asked again, or twice at once, it answers the same path and keeps one PDF', async () => {
    const before = await h.db.query<{ pdf: Uint8Array }>('select pdf from invoices where booking_id = $1', [bookingId]);
    clock.advance(60_000);
    expect(await makeInvoice(h.db, bookingId, clock.now())).toBe(path);
    const after = await h.db.query<{ pdf: Uint8Array }>('select pdf from invoices where booking_id = $1', [bookingId]);
    expect(Buffer.from(after[0].pdf).equals(Buffer.from(before[0].pdf))).toBe(true);

    const other = await pricedBooking();
    await confirm(other.bookingId);
    const [a, b] = await Promise.all([makeInvoice(h.db, other.bookingId, clock.now()), makeInvoice(h.db, other.bookingId, clock.now())]);
    expect(a).toBe(b);
    expect(a).not.toBe(path);
    expect(await h.db.query('select 1 from invoices where booking_id = $1', [other.bookingId])).toHaveLength(1);
    expect((await read(other.token, other.bookingId)).invoice).toBe(a);
  });

  it.each([
    ['Telugu', 'శ్రీనివాస్ రావు'],
    ['Hindi (Devanagari)', 'अनन्या शर्मा', 'NotoSansDevanagari'],
    ['Tamil', 'கார்த்திக் ராஜா'],
  ])('prints a customer’s name in %s in its own font, not as "?"', async (script, name, font = `NotoSans${script}`) => {
    const booked = await pricedBooking(name);
    await confirm(booked.bookingId);
    const res = await fetchPath(await makeInvoice(h.db, booked.bookingId, clock.now()));
    const bytes = new Uint8Array(await res.arrayBuffer());
    const [items] = await pdfTextItems(bytes);
    const drawn = items.filter((i) => i.font.startsWith(font)).map((i) => i.text);
    const sorted = (s: string) => Array.from(s.replace(/ /g, '')).sort().join('');
    expect(sorted(drawn.join(''))).toBe(sorted(name));
    expect(items.map((i) => i.text).join('\n')).not.toContain('?');
    expect(bytes.length).toBeLessThan(12_000);
  });

  it('is not made for a booking that is not paid', async () => {
    const unpaid = await pricedBooking();
    await expect(makeInvoice(h.db, unpaid.bookingId, clock.now())).rejects.toThrow();
    expect(await h.db.query('select 1 from invoices where booking_id = $1', [unpaid.bookingId])).toHaveLength(0);
    expect((await read(unpaid.token, unpaid.bookingId)).invoice).toBe('');
  });
});

describe('an invoice URL that is not one', () => {
  const files = [
    ['an unknown token', `${'A'.repeat(43)}.pdf`],
    ['a token too short', `${'A'.repeat(42)}.pdf`],
    ['no .pdf', 'A'.repeat(43)],
    ['another extension', `${'A'.repeat(43)}.pdf.exe`],
    ['a huge name', `${'A'.repeat(100_000)}.pdf`],
    ['a NUL', `${'A'.repeat(42)}%00.pdf`],
    ['an encoded ../', `..%2F..%2Fbookings.pdf`],
    ['a broken escape', `${'A'.repeat(40)}%E0%A4%A.pdf`],
    ['quotes', `%27%22${'A'.repeat(41)}.pdf`],
  ];
  it.each(files)('%s is a 404 in JSON', async (_, file) => {
    const res = await fetchPath(`${API_PREFIX}invoices/${file}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ success: false, message: 'There is no such invoice.' });
  });

  it('a path that climbs out of invoices/ is not answered with a PDF', async () => {
    for (const p of [`${API_PREFIX}invoices/../invoices/x.pdf`, `${API_PREFIX}invoices/a/../../x.pdf`, `${API_PREFIX}invoices/`]) {
      const res = await fetchPath(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).toMatch(/^application\/json/);
    }
  });
});
