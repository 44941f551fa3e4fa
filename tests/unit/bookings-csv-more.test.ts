import { describe, expect, it } from 'vitest';
import { BOOKINGS_CSV_HEADER, bookingCsvMoreCells, NOTHING_MORE as none, paymentMethodsText } from '../../src/lib/desk/bookingsCsv.ts';
import { deskStatusText } from '../../src/lib/desk/bookingWords.ts';
import { csvLine } from '../../src/lib/desk/csv.ts';

/** The bookings CSV's columns a day's money is rebuilt from: their cells from a booking's facts. */

describe("the bookings CSV's money and preparation columns", () => {
  it('come after Find’s columns, one cell each', () => {
    expect(BOOKINGS_CSV_HEADER.slice(18)).toEqual([
      'Venue status',
      'Status as the desk shows it',
      'Paid online (INR)',
      'Paid at venue (INR)',
      'Refunded (INR)',
      'Payment methods',
      'Cakes',
      'Add-ons',
      'Decoration',
      'Food at the venue',
    ]);
    expect(bookingCsvMoreCells('held', none)).toHaveLength(10);
  });

  it('write a paid, partly refunded booking paid online and at the venue, with the paise and the cakes as the page words them', () => {
    const cells = bookingCsvMoreCells('booking-confirmed', {
      venueStatus: 'completed',
      paidOnlinePaise: 75000,
      paidAtVenuePaise: 359330,
      refundedPaise: 12345,
      venueMethods: ['cash', 'upi'],
      cakes: [
        { name: 'Butterscotch', weight: '1', cakeType: 'egg', fromPlan: true },
        { name: 'Eggless Black Forest', weight: '500', cakeType: 'eggless', fromPlan: false },
      ],
      addons: ['LED Name Letters', 'Fog entry'],
      decoration: true,
      food: [
        { name: 'Paneer Tikka', quantity: 3 },
        { name: 'Cold Coffee', quantity: 1 },
      ],
    });
    expect(cells).toEqual([
      'completed',
      'Confirmed, completed',
      '750.00',
      '3593.30',
      '123.45',
      'Online; Cash; UPI',
      "Butterscotch (the plan's cake), 1 kg, egg; Eggless Black Forest, 500 gm, eggless",
      'LED Name Letters; Fog entry',
      'Yes',
      'Paneer Tikka × 3; Cold Coffee × 1',
    ]);
  });

  it('write an unpaid or no-show booking with zeros and no methods', () => {
    expect(bookingCsvMoreCells('expired', none)).toEqual(['', 'Expired', '0.00', '0.00', '0.00', '', '', '', 'No', '']);
    expect(bookingCsvMoreCells('booking-confirmed', { ...none, venueStatus: 'no-show', paidOnlinePaise: 75000 }).slice(0, 3)).toEqual([
      'no-show',
      'Confirmed, no-show',
      '750.00',
    ]);
  });

  it('name the online payment first, then the venue’s methods as recorded', () => {
    expect(paymentMethodsText({ paidOnlinePaise: 1, venueMethods: [] })).toBe('Online');
    expect(paymentMethodsText({ paidOnlinePaise: 0, venueMethods: ['card', 'cash'] })).toBe('Card; Cash');
    expect(paymentMethodsText({ paidOnlinePaise: 0, venueMethods: [] })).toBe('');
    expect(deskStatusText('cancelled', null)).toBe('Cancelled');
  });

  it('keep a hostile add-on or cake name text when written', () => {
    const cells = bookingCsvMoreCells('booking-confirmed', {
      ...none,
      addons: ['=HYPERLINK("https://evil.example")', 'Balloons;@SUM(A1)'],
      cakes: [{ name: '+cmd', weight: null, cakeType: null, fromPlan: false }],
    });
    expect(csvLine(cells.slice(6, 8))).toBe(`'+cmd,"'=HYPERLINK(""https://evil.example""); Balloons;'@SUM(A1)"`);
  });
});
