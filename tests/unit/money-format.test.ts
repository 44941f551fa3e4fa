import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  formatPaise,
  formatRupees,
  formatSignedRupees,
  invoiceRupees,
  plainRupees,
  providerRupees,
  specRsRupees,
  specWholeRupees,
} from '../../src/lib/money.ts';

/**
 * Every way an amount becomes text, on the same amounts, as the site, the desk, the CSV, the
 * invoice and the payment sandbox have shown them: unit, API and browser tests read these strings,
 * so a presentation changes here first, and on purpose.
 */
// prettier-ignore
const SHOWN: [paise: number, label: string, invoice: string, plain: string, provider: string, specRs: string, specWhole: string][] = [
  // paise     formatPaise    invoiceRupees      plainRupees   providerRupees    specRsRupees    specWholeRupees
  [0,          '₹0',          'Rs. 0',           '0.00',       '₹0.00',          'Rs 0',         '₹0'],
  [1,          '₹0.01',       'Rs. 0.01',        '0.01',       '₹0.01',          'Rs 0.01',      '₹0'],
  [50,         '₹0.50',       'Rs. 0.50',        '0.50',       '₹0.50',          'Rs 0.5',       '₹1'],
  [9950,       '₹99.50',      'Rs. 99.50',       '99.50',      '₹99.50',         'Rs 99.5',      '₹100'],
  [10000,      '₹100',        'Rs. 100',         '100.00',     '₹100.00',        'Rs 100',       '₹100'],
  [43460,      '₹434.60',     'Rs. 434.60',      '434.60',     '₹434.60',        'Rs 434.6',     '₹435'],
  [123450,     '₹1,234.50',   'Rs. 1,234.50',    '1234.50',    '₹1,234.50',      'Rs 1,234.5',   '₹1235'],
  [214900,     '₹2,149',      'Rs. 2,149',       '2149.00',    '₹2,149.00',      'Rs 2,149',     '₹2149'],
  [12345600,   '₹1,23,456',   'Rs. 1,23,456',    '123456.00',  '₹1,23,456.00',   'Rs 1,23,456',  '₹123456'],
  [123456700,  '₹12,34,567',  'Rs. 12,34,567',   '1234567.00', '₹12,34,567.00',  'Rs 12,34,567', '₹1234567'],
  [-1,         '₹-0.01',      '- Rs. 0.01',      '-0.01',      '-₹0.01',         'Rs -0.01',     '₹0'],
  [-50,        '₹-0.50',      '- Rs. 0.50',      '-0.50',      '-₹0.50',         'Rs -0.5',      '₹0'],
  [-5000,      '₹-50',        '- Rs. 50',        '-50.00',     '-₹50.00',        'Rs -50',       '₹-50'],
  [-123450,    '₹-1,234.50',  '- Rs. 1,234.50',  '-1234.50',   '-₹1,234.50',     'Rs -1,234.5',  '₹-1234'],
];

describe('money presentations', () => {
  it.each(SHOWN)('%i paise', (paise, label, invoice, plain, provider, specRs, specWhole) => {
    expect({
      label: formatPaise(paise),
      labelOfRupees: formatRupees(paise / 100),
      invoice: invoiceRupees(paise),
      plain: plainRupees(paise / 100),
      provider: providerRupees(paise),
      specRs: specRsRupees(paise),
      specWhole: specWholeRupees(paise),
    }).toEqual({ label, labelOfRupees: label, invoice, plain, provider, specRs, specWhole });
  });

  it("formatSignedRupees: the ₹ label, a minus sign before it below zero (a day's Net at the desk)", () => {
    for (const [paise, label] of SHOWN) expect(formatSignedRupees(paise / 100)).toBe(paise < 0 ? `−${formatPaise(-paise)}` : label);
    expect(formatSignedRupees(-1234.5)).toBe('−₹1,234.50');
  });

  it("providerRupees: the sandbox's checkout widget, a browser script served as written, says it alike", () => {
    const script = readFileSync(new URL('../../server/sandbox/assets/checkout.js', import.meta.url), 'utf8');
    const source = /function rupees\(paise\) \{[\s\S]*?\n {2}\}/.exec(script)?.[0];
    expect(source).toBeDefined();
    const widgetRupees = new Function(`return ${source}`)() as (paise: number) => string;
    for (const [paise, , , , provider] of SHOWN) expect(widgetRupees(paise)).toBe(provider);
  });
});
