import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, StandardFonts, decodePDFRawStream } from 'pdf-lib';
import { invoiceFontkit } from '../../server/invoice/fontkit.ts';
import { invoicePdf, type InvoiceData } from '../../server/invoice/invoicePdf.ts';
import { scriptsOf } from '../../server/invoice/scriptFonts.ts';
import { pdfPagesText, pdfTextItems } from '../support/pdfText.ts';

const base: InvoiceData = {
  business: {
    name: 'CineCelebrations',
    address: 'Road No. 36, Jubilee Hills, Hyderabad',
    phone: '9154786320',
    email: 'hello@cinecelebrations.in',
  },
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
    for (const s of [
      'CineCelebrations',
      'Road No. 36, Jubilee Hills, Hyderabad',
      '+91 9154786320',
      'hello@cinecelebrations.in',
      'Invoice',
      'ORD-20250312-0042',
      'bk_abc123',
      'Asha Rao',
      'Birthday',
    ])
      expect(shown).toContain(s);
    for (const line of base.lines) expect(shown).toContain(line.label);
    for (const s of [
      'Rs. 2,148',
      'Rs. 499',
      'Coupon WELCOME10',
      '- Rs. 474.50',
      'Subtotal',
      'Rs. 4,745',
      'Total',
      'Rs. 4,270.50',
      'Advance paid',
      'Rs. 750',
      'To pay at the venue',
      'Rs. 3,520.50',
    ])
      expect(shown).toContain(s);
    expect(shown).toContain('Page 1 of 1');
  });

  it('says paid in full and leaves the coupon out when there is none', async () => {
    const shown = await text({
      ...base,
      coupon: null,
      paymentType: 'fullpayment',
      paid: base.subTotal,
      total: base.subTotal,
      remaining: 0,
    });
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

  it('wraps a discount’s reason of 200 characters whole, above its amount', async () => {
    const words = 'Regular customer since our first year, third celebration this season, booked by phone';
    const reason = `${words} and paid in full at the counter; ${'kept '.repeat(40)}`.slice(0, 200).trim();
    const shown = (await text({ ...base, discount: { reason, amountPaise: 50_000 } })).replace(/\s+/g, ' ');
    expect(shown).toContain(`Discount: ${reason}`);
    expect(shown).not.toContain('...');
    expect(shown).toContain('- Rs. 500 Discount: ');
  });

  it('gives the same bytes for the same data', async () => {
    expect(Buffer.from(await invoicePdf(base)).equals(Buffer.from(await invoicePdf(base)))).toBe(true);
  });
});

/** The fonts a PDF embeds: each one's name and the font file's bytes. */
async function embeddedFonts(bytes: Uint8Array): Promise<{ name: string; file: Uint8Array }[]> {
  const doc = await PDFDocument.load(bytes);
  const fonts: { name: string; file: Uint8Array }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = object.lookup(PDFName.of('FontFile2'));
    if (file instanceof PDFRawStream)
      fonts.push({ name: String(object.get(PDFName.of('FontName'))), file: decodePDFRawStream(file).decode() });
  }
  return fonts;
}

const codePointsSorted = (text: string): number[] => Array.from(text, (ch) => ch.codePointAt(0)!).sort((a, b) => a - b);

describe('a name in an Indian script', () => {
  const names: [string, string, string][] = [
    ['Telugu', 'శ్రీనివాస్', 'NotoSansTelugu'],
    ['Hindi', 'प्रिया शर्मा', 'NotoSansDevanagari'],
    ['Tamil', 'கார்த்திக்', 'NotoSansTamil'],
  ];

  it.each(names)('%s: prints every character of %s in its script’s font (none as "?"), in a small PDF', async (_, name, face) => {
    const bytes = await invoicePdf({ ...base, customer: { ...base.customer, name } });
    const [items] = await pdfTextItems(bytes);
    const billed = items.filter((i) => i.font.startsWith(face));
    // Read back through the font's ToUnicode map, the glyphs drawn are the name's characters (in
    // drawn order: a vowel sign drawn before its consonant reads before it), words apart.
    expect(codePointsSorted(billed.map((i) => i.text).join('')), JSON.stringify(billed)).toEqual(codePointsSorted(name.replace(/ /g, '')));
    const shown = items.map((i) => i.text).join('\n');
    expect(shown).not.toContain('?');
    expect(shown).toContain('Billed to');
    // The rest keeps its Helvetica.
    expect(items.find((i) => i.text === 'Asha Rao' || i.text === 'Aurora')?.font).toMatch(/^Helvetica/);
    // Cut down to the glyphs drawn: a face of the whole script alone is 25 to 60 KB.
    expect(bytes.length).toBeLessThan(12_000);
  });

  it('embeds a subset whose every glyph has its outline', async () => {
    const bytes = await invoicePdf({ ...base, customer: { ...base.customer, name: 'శ్రీనివాస్ प्रिया கார்த்திக்' } });
    const fonts = await embeddedFonts(bytes);
    expect(fonts.map((f) => f.name.replace(/-\d+$/, '')).sort()).toEqual([
      '/NotoSansDevanagari-Regular',
      '/NotoSansTamil-Regular',
      '/NotoSansTelugu-Regular',
    ]);
    for (const { name, file } of fonts) {
      const font = invoiceFontkit.create(file);
      expect(font.numGlyphs, name).toBeLessThan(20);
      // Glyph 0 is .notdef; every other one drawn has an outline (a mis-padded subset decodes as empty or throws).
      for (let id = 1; id < font.numGlyphs; id++) expect(font.getGlyph(id).path.toSVG(), `${name} glyph ${id}`).toMatch(/^M.+Z$/);
    }
  });

  it('sets a name mixing scripts in each one’s font, and an invoice in Latin only embeds no font', async () => {
    const [items] = await pdfTextItems(await invoicePdf({ ...base, customer: { ...base.customer, name: 'Srinu (శ్రీనివాస్) Rao' } }));
    const runs = items.filter((i) => Math.abs(i.y - items.find((j) => j.text === 'Billed to')!.y) < 0.01 && i.text !== 'Billed to');
    expect(runs.map((r) => [r.font.replace(/-\d+$/, ''), r.text])).toEqual([
      ['Helvetica', 'Srinu ('],
      ['NotoSansTelugu-Regular', 'శీ్రనివాస్'],
      ['Helvetica', ') Rao'],
    ]);
    expect(await embeddedFonts(await invoicePdf(base))).toEqual([]);
  });

  it('gives the same bytes for the same data', async () => {
    const data = { ...base, customer: { ...base.customer, name: 'శ్రీనివాస్' } };
    expect(Buffer.from(await invoicePdf(data)).equals(Buffer.from(await invoicePdf(data)))).toBe(true);
  });

  it('needs the faces of the scripts its texts use, and none for Latin, digits or emoji', () => {
    expect(scriptsOf(['Asha Rao', 'Priya ₹ 🎉', 'ORD-1'])).toEqual([]);
    expect(scriptsOf(['Asha', 'Cake: Black Forest', 'கார்த்திக் प्रिया'])).toEqual(['Devanagari', 'Tamil']);
    expect(scriptsOf(['ਸਿੰਘ ધ્રુવ ସୁବ୍ରତ ಶ್ರೀ ശ്രീ সুব্রত శ్రీ'])).toEqual([
      'Bengali',
      'Gurmukhi',
      'Gujarati',
      'Oriya',
      'Telugu',
      'Kannada',
      'Malayalam',
    ]);
  });

  it('fails a broken subset as an error of the save, never as an exception outside it', async () => {
    const require = createRequire(import.meta.url);
    const file = readFileSync(require.resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff'));
    const subset = invoiceFontkit.create(file).createSubset();
    subset.includeGlyph(1);
    (subset as unknown as { _addGlyph: () => never })._addGlyph = () => {
      throw new Error('a broken glyph');
    };
    await expect(
      new Promise((resolve, reject) => (subset.encodeStream() as unknown as NodeJS.EventEmitter).on('error', reject).on('end', resolve)),
    ).rejects.toThrow('a broken glyph');
  });
});
