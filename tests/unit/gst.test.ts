import { describe, expect, it } from 'vitest';
import { creditNoteNumber, financialYear, invoiceNumber, isInterState, splitGst, taxableOf } from '../../src/lib/invoice/gst.ts';
import { gstinCheckChar, gstinProblem } from '../../src/lib/invoice/gstin.ts';
import { sentenceText } from '../../src/lib/api/deskAudit.ts';
import { auditSentence } from '../../src/lib/desk/auditSentence.ts';

/** GST out of a tax-inclusive total, in paise: the lines always sum to the total, and the rounding is the one documented. */

describe('splitGst', () => {
  it.each([
    // total, rate (bp), taxable, cgst, sgst
    [0, 1800, 0, 0, 0],
    [1, 1800, 1, 0, 0], // 0.847 rounds to 1: no tax on a paisa
    [2, 1800, 2, 0, 0], // 1.69 rounds to 2
    [3, 1800, 3, 0, 0], // 2.54 rounds to 3
    [4, 1800, 3, 0, 1], // 3.39 rounds to 3: the odd paisa of tax is SGST's
    [118, 1800, 100, 9, 9],
    [11_800, 1800, 10_000, 900, 900],
    [284_500, 1800, 241_102, 21_699, 21_699], // ₹2,845: 241101.69 rounds up
    [284_501, 1800, 241_103, 21_699, 21_699], // 241102.54 rounds up
    [284_502, 1800, 241_103, 21_699, 21_700], // an odd 43399 paise of tax
    [10_500, 500, 10_000, 250, 250],
    [100_000, 0, 100_000, 0, 0],
  ])('%i paise at %i bp: taxable %i, CGST %i, SGST %i', (total, rate, taxable, cgst, sgst) => {
    const s = splitGst(total, rate, false);
    expect(s).toEqual({ taxablePaise: taxable, cgstPaise: cgst, sgstPaise: sgst, igstPaise: 0 });
    expect(s.taxablePaise + s.cgstPaise + s.sgstPaise).toBe(total);
  });

  it('rounds a half paisa of taxable value up', () => {
    // 59 * 10000 / 11800 = 50.0: exact; 177 / 1.18 = 150.0; 1 at 10000 bp (100%) is 0.5, which rounds to 1.
    expect(taxableOf(1, 10_000)).toBe(1);
    expect(taxableOf(3, 10_000)).toBe(2);
  });

  it('puts all the tax in IGST between states, the same taxable value', () => {
    expect(splitGst(284_501, 1800, true)).toEqual({ taxablePaise: 241_103, cgstPaise: 0, sgstPaise: 0, igstPaise: 43_398 });
  });

  it('sums to the total for every amount up to ₹100 and for large ones, at every common rate', () => {
    const wrong: string[] = [];
    for (const rate of [0, 25, 300, 500, 1200, 1800, 2800, 4000])
      for (const total of [...Array.from({ length: 10_001 }, (_, i) => i), 99_999_999_999, 100_000_000_000]) {
        const s = splitGst(total, rate, false);
        const halves = s.sgstPaise - s.cgstPaise;
        // Rounded to the nearest paisa: never more than half a paisa from the exact value.
        const off = Math.abs(s.taxablePaise - (total * 10_000) / (10_000 + rate));
        if (s.taxablePaise + s.cgstPaise + s.sgstPaise !== total || halves < 0 || halves > 1 || off > 0.5) wrong.push(`${total}@${rate}`);
      }
    expect(wrong).toEqual([]);
  });

  it('refuses what it cannot split exactly', () => {
    for (const bad of [-1, 0.5, Number.NaN, 100_000_000_001]) expect(() => splitGst(bad, 1800, false)).toThrow(RangeError);
  });
});

describe('the financial year and the numbers', () => {
  it.each([
    ['2027-03-31T18:29:59.999Z', '2026-27'], // 23:59 on 31 March in India
    ['2027-03-31T18:30:00.000Z', '2027-28'], // midnight of 1 April in India
    ['2026-04-01T00:00:00.000Z', '2026-27'],
    ['2099-12-31T00:00:00.000Z', '2099-00'],
  ])('%s is in %s', (at, fy) => expect(financialYear(new Date(at))).toBe(fy));

  it('numbers invoices and credit notes in at most 16 characters', () => {
    expect(invoiceNumber('2026-27', 123)).toBe('2026-27/000123');
    expect(creditNoteNumber('2026-27', 4)).toBe('CN/26-27/000004');
    expect(creditNoteNumber('2026-27', 999_999).length).toBeLessThanOrEqual(16);
  });

  it('is between states when the GSTIN is of another state than the venues', () => {
    expect(isInterState('36AAACR5055K1Z8', '36')).toBe(false);
    expect(isInterState('27AAPFU0939F1ZV', '36')).toBe(true);
  });
});

describe('GSTIN', () => {
  it('accepts real ones, in any case and with spaces about', () => {
    for (const g of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '36AAACR5055K1Z8', ' 36aaacr5055k1z8 ']) expect(gstinProblem(g)).toBeUndefined();
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it.each([
    ['36AAACR5055K1Z', /has 15 characters; this has 14/],
    ['36AAACR5055K1Z89', /this has 16/],
    ['36AAACR505XK1Z8', /the 10 characters of the PAN/],
    ['36AAACR5055K1Y8', /Z, and a check character/],
    ['40AAACR5055K1Z8', /40 is not a state's code/],
    ['36AAACR5055K1Z9', /check character does not match/],
  ])('%s is refused, saying why', (g, why) => expect(gstinProblem(g)).toMatch(why));
});

describe("the audit log's sentence of a GST settings save", () => {
  const entry = (before: unknown, after: unknown) =>
    sentenceText(
      auditSentence(
        { action: 'settings.gst', staffId: 'st-1', staffName: 'Asha Rao', target: 'settings:gst:loc-kukatpally', before, after, count: 1 },
        new Map(),
      ),
    );
  const saved = {
    legalName: 'Celebrations Pvt Ltd',
    gstin: '36AAACR5055K1Z8',
    address: 'Kukatpally',
    ratePercent: 18,
    sac: '999692',
    venueState: '36',
  };

  it('names the branch and what changed', () => {
    expect(entry({ ...saved, gstin: '', ratePercent: 18 }, { ...saved, ratePercent: 5, branch: 'CineCelebrations Kukatpally' })).toBe(
      'Asha Rao changed the GST settings of branch CineCelebrations Kukatpally: GSTIN 36AAACR5055K1Z8; rate 5%',
    );
    expect(entry(saved, { ...saved, gstin: '', branch: 'CineCelebrations Kukatpally' })).toBe(
      'Asha Rao changed the GST settings of branch CineCelebrations Kukatpally: no GSTIN',
    );
  });

  it('says a save that changed nothing, and reads an entry without the branch name by its id', () => {
    expect(entry(saved, saved)).toBe('Asha Rao saved the GST settings of branch loc-kukatpally unchanged');
  });
});
