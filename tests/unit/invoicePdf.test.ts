import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { invoicePdf, rupees, type InvoiceData } from '../../server/invoice/invoicePdf.ts';
import { pdfPagesText, pdfTextItems } from '../support/pdfText.ts';

const base: InvoiceData = {
  business: { name: 'CineCelebrations', address: 'Road No. 36, Jubilee Hills, Hyderabad', phone: '9154786320', email: 'hello@cinecelebrations.in' },
  orderId: 'ORD-20250312-0042',
  bookingId: 'bk_abc123',
  issuedAt: new Date('2025-03-11T10:30:00Z'),
  slot: { date: '2025-03-12', fromTime: '09:00', toTime: '12:00' },
  theatreName: 'Aurora',
  customer: { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com' },
  persons: 4,
  occasionName: 'Birthday',
  lines: [
    { label: 'Aurora theatre', amountPaise: 214_800 },
    { label: 'Extra persons (2)', amountPaise: 59_800 },
    { label: 'Occasion: Birthday', amountPaise: 30_000 },
    { label: 'Cake: Black Forest (1 kg)', amountPaise: 120_000 },
    { label: 'Add-on: Fog entry', amountPaise: 49_900 },
  ],
  subTotal: 474_500,
  coupon: { code: 'WELCOME10', amountPaise: 47_450 },
  total: 427_050,
  paymentType: 'advance',
  paid: 75_000,
  remaining: 352_050,
};

const text = async (data: InvoiceData) => (await pdfPagesText(await invoicePdf(data))).join('\n');

describe('invoicePdf', () => {
  it('is a one-page A4 PDF with its title and author', async () => {
    const bytes = await invoicePdf(base);
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getTitle()).toBe('Invoice ORD-20250312-0042');
    expect(doc.getAuthor()).toBe('CineCelebrations');
  });

  it('shows the business, the order, every line, the coupon and the totals', async () => {
    const shown = await text(base);
    for (const s of ['CineCelebrations', 'Road No. 36, Jubilee Hills, Hyderabad', '+91 9154786320', 'hello@cinecelebrations.in', 'Invoice', 'ORD-20250312-0042', 'bk_abc123', 'Asha Rao', 'Birthday'])
      expect(shown).toContain(s);
    for (const line of base.lines) expect(shown).toContain(line.label);
    for (const s of ['Rs. 2,148', 'Rs. 499', 'Coupon WELCOME10', '- Rs. 474.50', 'Subtotal', 'Rs. 4,745', 'Total', 'Rs. 4,270.50', 'Advance paid', 'Rs. 750', 'To pay at the venue', 'Rs. 3,520.50'])
      expect(shown).toContain(s);
    expect(shown).toContain('Page 1 of 1');
  });

  it('says paid in full and leaves the coupon out when there is none', async () => {
    const shown = await text({ ...base, coupon: null, paymentType: 'fullpayment', paid: base.subTotal, total: base.subTotal, remaining: 0 });
    expect(shown).toContain('Paid in full');
    expect(shown).not.toContain('Coupon');
    expect(shown).toContain('Rs. 0');
  });

  it('flows many lines onto further pages, repeating the table head', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({ label: `Add-on number ${i + 1}`, amountPaise: 10_000 + i }));
    const bytes = await invoicePdf({ ...base, lines });
    const pages = await pdfPagesText(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.length).toBeLessThanOrEqual(4);
    const all = pages.join('\n');
    for (const l of lines) expect(all).toContain(l.label);
    for (const p of pages.slice(1, -1)) expect(p).toContain('Amount (INR)');
    expect(pages.at(-1)).toContain('To pay at the venue');
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
  });

  it('wraps or cuts long texts and draws what the font lacks as "?"', async () => {
    const long = 'Extraordinarily '.repeat(60);
    const bytes = await invoicePdf({
      ...base,
      business: { ...base.business, address: long },
      customer: { ...base.customer, name: `Priya ₹ 🎉 ${'x'.repeat(400)}` },
      lines: [{ label: long, amountPaise: 100 }, ...base.lines],
    });
    const pages = await pdfTextItems(bytes);
    expect(pages).toHaveLength(1);
    const shown = pages[0].map((i) => i.text).join('\n');
    expect(shown).toContain('Priya ? ?');
    expect(shown).toContain('...');
    // Every run, measured in its own face, ends inside the right margin.
    const scratch = await PDFDocument.create();
    const bold = await scratch.embedFont(StandardFonts.HelveticaBold);
    const regular = await scratch.embedFont(StandardFonts.Helvetica);
    for (const item of pages[0]) {
      const font = item.font.startsWith('Helvetica-Bold') ? bold : regular;
      expect(item.x + font.widthOfTextAtSize(item.text, item.size)).toBeLessThanOrEqual(595.28 - 48 + 0.01);
    }
  });

  it('gives the same bytes for the same data', async () => {
    expect(Buffer.from(await invoicePdf(base)).equals(Buffer.from(await invoicePdf(base)))).toBe(true);
  });
});

describe('rupees', () => {
  it('groups the Indian way and shows paise only when there are some', () => {
    expect(rupees(12_345_600)).toBe('Rs. 1,23,456');
    expect(rupees(123_450)).toBe('Rs. 1,234.50');
    expect(rupees(-5_000)).toBe('- Rs. 50');
  });
});
