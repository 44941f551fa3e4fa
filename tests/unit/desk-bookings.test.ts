import { describe, expect, it } from 'vitest';
import type { BoardResponse, BoardSlot, DeskBookingRow, DeskBookingSummary } from '../../src/lib/api/deskBookings.ts';
import { boardSlotState } from '../../src/lib/desk/boardSlot.ts';
import { newBookings } from '../../src/lib/desk/boardChanges.ts';
import { leftToCollectPaise } from '../../src/lib/desk/bookingMoney.ts';
import { bookingSearchOf } from '../../src/lib/desk/bookingSearch.ts';
import { bookingsCsv, bookingsFileName, istStamp, NOTHING_MORE } from '../../src/lib/desk/bookingsCsv.ts';
import { csvCell, csvDocument, csvLine, safeFileName, UTF8_BOM } from '../../src/lib/desk/csv.ts';
import { prepList } from '../../src/lib/desk/prepList.ts';
import { deskSummary } from './deskSummaryFixture.ts';
import { collectText, planText } from '../../src/islands/desk/bookingText.ts';
import { cakeText } from '../../src/lib/desk/bookingWords.ts';
import { planCakeWeight } from '../../src/lib/booking/cakeWeight.ts';
import { plans as seedPlans } from '../../server/db/seed/data/plans.ts';
import { deskFile, DeskError, NO_ANSWER, whenSessionEnds } from '../../src/islands/desk/deskApi.ts';

describe('a slot on the day board', () => {
  const now = new Date('2026-11-22T05:00:00Z');
  const inMs = (ms: number) => new Date(now.getTime() + ms);

  it('is booked once sold, held with its minutes left rounded up, free when the hold ran out, blocked without a live hold', () => {
    expect(boardSlotState(null, false, now)).toEqual({ state: 'free' });
    expect(boardSlotState(undefined, true, now)).toEqual({ state: 'blocked' });
    expect(boardSlotState({ status: 'confirmed', expiresAt: null }, false, now)).toEqual({ state: 'booked' });
    expect(boardSlotState({ status: 'held', expiresAt: inMs(15 * 60_000) }, false, now)).toEqual({ state: 'held', minutesLeft: 15 });
    expect(boardSlotState({ status: 'held', expiresAt: inMs(14 * 60_000 + 1) }, false, now)).toEqual({ state: 'held', minutesLeft: 15 });
    expect(boardSlotState({ status: 'held', expiresAt: inMs(20_000) }, false, now)).toEqual({ state: 'held', minutesLeft: 1 });
    expect(boardSlotState({ status: 'held', expiresAt: now }, false, now)).toEqual({ state: 'free' });
    expect(boardSlotState({ status: 'held', expiresAt: inMs(-1) }, true, now)).toEqual({ state: 'blocked' });
    // Should a block ever sit beside a live booking, the booking is what the venue must see.
    expect(boardSlotState({ status: 'confirmed', expiresAt: null }, true, now)).toEqual({ state: 'booked' });
    expect(boardSlotState({ status: 'held', expiresAt: inMs(60_000) }, true, now)).toEqual({ state: 'held', minutesLeft: 1 });
  });
});

describe('CSV', () => {
  it('neutralises what a spreadsheet would run as a formula, also after spaces, and quotes what needs it', () => {
    expect(csvCell('=HYPERLINK("https://evil.example","Click")')).toBe(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(csvCell('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('-300.00')).toBe('-300.00');
    expect(csvCell(-42)).toBe('-42');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1')).toBe(`"'\r'=1"`);
    expect(csvCell('  =1+1')).toBe("'  =1+1");
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Asha, Ravi')).toBe('"Asha, Ravi"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('శ్రీనివాస్ రెడ్డి')).toBe('శ్రీనివాస్ రెడ్డి');
    expect(csvCell(4343)).toBe('4343');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 'b,c', undefined])).toBe('a,"b,c",');
  });

  // A spreadsheet set to another separator splits the line there, whatever our quotes say: each
  // place where a cell of that split would start with a formula is neutralised too.
  it.each([
    ['Ravi;=1+1', "Ravi;'=1+1"],
    ['Ravi; +91 98765 43210', "Ravi;' +91 98765 43210"],
    ['Ravi;-2+3', "Ravi;'-2+3"],
    ['Ravi;@SUM(A1)', "Ravi;'@SUM(A1)"],
    ['Ravi\t=1+1', "Ravi\t'=1+1"],
    ['Ravi,=1+1', `"Ravi,'=1+1"`],
    ['Ravi, =1+1', `"Ravi,' =1+1"`],
    ['Ravi;"=1+1"', `"Ravi;'""=1+1"""`],
    ['two\n=lines', `"two\n'=lines"`],
    ['=1;=2', "'=1;'=2"],
    ['a;b;=c;d', "a;b;'=c;d"],
    // Separators not followed by a formula, and formula characters not after one, stay as typed.
    ['Ravi;Asha', 'Ravi;Asha'],
    ['Ravi; Asha', 'Ravi; Asha'],
    ['a=b;c', 'a=b;c'],
    ['Road no. 12-A; Banjara Hills', 'Road no. 12-A; Banjara Hills'],
    ['రవి;=1+1', "రవి;'=1+1"],
  ])('%j is written %j', (cell, written) => {
    expect(csvCell(cell)).toBe(written);
  });

  it('is a document with a byte order mark, CRLF line ends and the header first', () => {
    expect(csvDocument(['Name', 'Phone'], [['Asha', '9876543210']])).toBe(`${UTF8_BOM}Name,Phone\r\nAsha,9876543210\r\n`);
    expect(UTF8_BOM).toBe('\uFEFF');
  });

  it('names files with letters, digits and dashes only', () => {
    expect(safeFileName(['bookings', '2026-11-22', 'loc-jubilee-hills'], 'csv')).toBe('bookings-2026-11-22-loc-jubilee-hills.csv');
    expect(safeFileName(['../../etc/passwd', 'a"b\r\nc'], 'csv')).toBe('etc-passwd-a-b-c.csv');
    expect(safeFileName(['', '---'], 'c"sv')).toBe('export.csv');
    expect(safeFileName(['x'.repeat(300)], 'csv')).toHaveLength(104);
  });
});

const summary = deskSummary;
const times = (slotId: string, fromTime: string) => ({ slotId, fromTime, toTime: '23:59', over: false });
const booked = (slotId: string, fromTime: string, b: DeskBookingSummary): BoardSlot => ({
  ...times(slotId, fromTime),
  state: 'booked',
  booking: b,
  reminderSentAt: null,
});
const board = (theatres: BoardResponse['theatres'], o: { date?: string; branch?: string } = {}): BoardResponse => ({
  success: true,
  message: 'OK',
  date: o.date ?? '2026-11-22',
  today: '2026-11-22',
  branch: { id: o.branch ?? 'loc-a', name: 'A', city: 'Hyderabad' },
  branches: [],
  theatres,
  failedMessages: [],
  at: '2026-11-22T05:00:00.000Z',
});

describe("the day's prep list", () => {
  it('lists the booked slots by start time across theatres, the board\u2019s theatre order breaking ties, and nothing else', () => {
    const list = prepList(
      board([
        {
          id: 't1',
          name: 'Aurora',
          slots: [
            booked('a1', '09:00', summary('a', 'Asha')),
            { ...times('a2', '12:30'), state: 'held', minutesLeft: 5, heldBy: null },
            booked('a3', '19:30', summary('c', 'Chitra')),
            { ...times('a4', '23:30'), state: 'blocked', reason: 'AC', blockedBy: 'M' },
          ],
        },
        {
          id: 't2',
          name: 'Velvet',
          slots: [
            { ...times('v0', '08:00'), state: 'free' },
            booked('v1', '09:00', summary('b', 'Bala')),
            booked('v2', '12:15', summary('d', 'Dev')),
            { ...times('v3', '15:30'), state: 'booked', booking: null, reminderSentAt: null },
          ],
        },
      ]),
    );
    expect(list.map((i) => [i.fromTime, i.theatre, i.booking.customer.name])).toEqual([
      ['09:00', 'Aurora', 'Asha'],
      ['09:00', 'Velvet', 'Bala'],
      ['12:15', 'Velvet', 'Dev'],
      ['19:30', 'Aurora', 'Chitra'],
    ]);
    expect(prepList(board([]))).toEqual([]);
  });
});

describe('a refreshed board', () => {
  const before = board([
    { id: 't1', name: 'Aurora', slots: [booked('a1', '09:00', summary('a', 'Asha')), { ...times('a2', '12:30'), state: 'free' }] },
  ]);
  const after = board([
    { id: 't1', name: 'Aurora', slots: [booked('a1', '09:00', summary('a', 'Asha')), booked('a2', '12:30', summary('b', 'Bala'))] },
  ]);

  it('names the bookings that are new on it, and none for another day, another branch or the first look', () => {
    expect(newBookings(before, after)).toEqual([{ theatre: 'Aurora', fromTime: '12:30', customerName: 'Bala' }]);
    expect(newBookings(after, after)).toEqual([]);
    expect(newBookings(undefined, after)).toEqual([]);
    expect(newBookings(before, { ...after, date: '2026-11-23' })).toEqual([]);
    expect(newBookings(before, { ...after, branch: { id: 'loc-b', name: 'B', city: 'H' } })).toEqual([]);
  });
});

describe('the search field', () => {
  it('reads a phone number however it is written, a name in any script, an order id or its start, a booking id', () => {
    expect(bookingSearchOf('9876543210')).toEqual({ phoneDigits: '9876543210' });
    expect(bookingSearchOf('+91 98765-43210')).toEqual({ phoneDigits: '9876543210' });
    expect(bookingSearchOf('(0) 98765 43210')).toEqual({ phoneDigits: '9876543210' });
    expect(bookingSearchOf('919876543210')).toEqual({ phoneDigits: '9876543210' });
    expect(bookingSearchOf('3210')).toEqual({ phoneDigits: '3210' });
    expect(bookingSearchOf('  Asha   Rao ')).toEqual({ name: 'Asha Rao' });
    expect(bookingSearchOf('శ్రీనివాస్')).toEqual({ name: 'శ్రీనివాస్' });
    expect(bookingSearchOf('ordab23')).toEqual({ orderIdPrefix: 'ORDAB23', name: 'ordab23' });
    expect(bookingSearchOf('0123456789abcdef01234567')).toEqual({
      bookingId: '0123456789abcdef01234567',
      name: '0123456789abcdef01234567',
    });
  });

  it('finds nothing to look for in too little', () => {
    for (const typed of ['', '   ', '12', '+91', 'a', '!!!', '--', '%_']) expect(bookingSearchOf(typed), typed).toBeUndefined();
  });
});

describe('money left to collect', () => {
  it('is what the total leaves after what was paid, never below nothing, and nothing for a booking that is not on', () => {
    expect(leftToCollectPaise('booking-confirmed', 434300, 75000)).toBe(359300);
    expect(leftToCollectPaise('booking-confirmed', 214800, 214800)).toBe(0);
    expect(leftToCollectPaise('booking-confirmed', 214800, 300000)).toBe(0);
    for (const status of ['held', 'payment-pending', 'payment-failed', 'expired', 'refunded', 'cancelled'] as const)
      expect(leftToCollectPaise(status, 214800, 0), status).toBe(0);
  });
});

describe("Find's CSV", () => {
  const row: DeskBookingRow = {
    id: 'b1',
    orderId: 'ORDAB23',
    status: 'booking-confirmed',
    date: '2026-11-23',
    fromTime: '09:00',
    toTime: '12:00',
    branch: 'CineCelebrations Jubilee Hills',
    theatre: 'Aurora',
    customerName: '=cmd|"/c calc"!A1',
    phone: '9876543210',
    email: 'a@example.com',
    persons: 3,
    occasion: null,
    personName: 'రవి',
    plan: 'Premium',
    money: { total: 434.6, paid: 0, leftToCollect: 434.6 },
    createdAt: '2026-11-22T18:45:00.000Z',
  };

  it('has one line a booking with rupees to the paisa and the time in India', () => {
    const text = bookingsCsv([{ listed: row, more: { ...NOTHING_MORE, decoration: true } }]);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const [, line, end] = text.split('\r\n');
    expect(line).toBe(
      `ORDAB23,booking-confirmed,2026-11-23,09:00,12:00,CineCelebrations Jubilee Hills,Aurora,"'=cmd|""/c calc""!A1",9876543210,a@example.com,3,,రవి,Premium,434.60,0.00,434.60,2026-11-23 00:15,,Confirmed,0.00,0.00,0.00,,,,Yes,`,
    );
    expect(end).toBe('');
    expect(istStamp('2026-11-22T05:00:00Z')).toBe('2026-11-22 10:30');
  });

  it('is named for its filters', () => {
    expect(bookingsFileName({})).toBe('bookings-all.csv');
    expect(bookingsFileName({ from: '2026-11-22' })).toBe('bookings-from-2026-11-22.csv');
    expect(bookingsFileName({ to: '2026-11-22', status: 'booking-confirmed' })).toBe('bookings-until-2026-11-22-booking-confirmed.csv');
    expect(bookingsFileName({ from: '2026-11-22', to: '2026-11-29', branch: 'loc-gachibowli' })).toBe(
      'bookings-2026-11-22-to-2026-11-29-loc-gachibowli.csv',
    );
  });
});

describe("a combo package's cake weight, from its benefits", () => {
  it.each([
    [['Theme balloon decoration', '500 gm cake of your choice'], '500'],
    [['1 kg cake of your choice'], '1'],
    [['A 2 kg cake, your flavour'], '2'],
    [['Cake: 500g eggless'], null],
    [['500 grams chocolate cake'], '500'],
    [['3kg cakes for the party'], '3'],
    [['1.5 kg cake of your choice'], null],
    [['4 kg cake'], null],
    [['1 kg of roses', 'Welcome cake-cutting set-up with candles'], null],
    [[], null],
  ])('%j: %s', (benefits, weight) => expect(planCakeWeight(benefits)).toBe(weight));

  it('reads every seeded package’s cake weight', () => {
    for (const p of seedPlans) expect(planCakeWeight(p.benefits), p._id).toBe(p.name === 'Premium' ? '1' : '500');
  });
});

describe('what the venue is to collect, in words', () => {
  const money = (total: number, paid: number, leftToCollect: number) => ({ total, paid, leftToCollect });
  it.each([
    ['booking-confirmed', money(2148, 750, 1398), 'Left to collect ₹1,398', 'due'],
    ['booking-confirmed', money(2148, 2148, 0), 'Nothing left to collect', 'settled'],
    // A phone booking held for its caller: nothing paid, and nothing 'settled' about it.
    ['held', money(4043, 0, 0), 'Not paid yet: not confirmed', 'unpaid'],
    ['payment-pending', money(4043, 0, 0), 'Not paid yet: not confirmed', 'unpaid'],
    ['cancelled', money(2148, 0, 0), 'Cancelled: nothing to collect', 'off'],
  ] as const)('%s, %j: %s', (status, m, text, tone) => expect(collectText({ status, money: m })).toEqual({ text, tone }));
});

describe('how the desk words a booking', () => {
  it('says a cake with its weight and kind, the plan’s cake as such, and the plan', () => {
    expect(cakeText({ name: 'Eggless Black Forest', weight: '1', cakeType: 'eggless', fromPlan: false })).toBe(
      'Eggless Black Forest, 1 kg, eggless',
    );
    expect(cakeText({ name: 'Red Velvet', weight: '500', cakeType: 'egg', fromPlan: false })).toBe('Red Velvet, 500 gm, egg');
    expect(cakeText({ name: 'Butterscotch', weight: '1', cakeType: 'egg', fromPlan: true })).toBe(
      "Butterscotch (the plan's cake), 1 kg, egg",
    );
    expect(cakeText({ name: 'Butterscotch', weight: null, cakeType: 'egg', fromPlan: true })).toBe("Butterscotch (the plan's cake), egg");
    expect(cakeText({ name: 'Butterscotch', weight: null, cakeType: null, fromPlan: true })).toBe("Butterscotch (the plan's cake)");
    expect(planText({ type: 'combo', name: 'Premium', includes: [] })).toBe('Combo: Premium');
    expect(planText({ type: 'normal', name: 'Basic', includes: [] })).toBe('Basic');
  });
});

describe("the desk's file download", () => {
  it('keeps the bytes as sent (the byte order mark too), sends the cookie, and fails as the other calls do', async () => {
    const original = globalThis.fetch;
    const seen: { url: string; credentials: string }[] = [];
    const answers: (() => Response)[] = [
      () => new Response(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]), { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      () =>
        new Response(JSON.stringify({ success: false, message: 'Your desk session has ended. Please sign in again.' }), { status: 401 }),
      () =>
        new Response(JSON.stringify({ success: false, message: 'q is wrong', errors: [{ field: 'q', message: 'q is wrong' }] }), {
          status: 400,
        }),
      () => {
        throw new TypeError('fetch failed');
      },
    ];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      seen.push({ url: req.url, credentials: req.credentials });
      return answers[seen.length - 1]();
    }) as typeof fetch;
    const ended: string[] = [];
    whenSessionEnds((m) => ended.push(m));
    try {
      const blob = await deskFile('bookingExport', { from: '2026-11-22', q: '', branch: undefined }, 'http://api.test/');
      expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf, 0x41]);
      await expect(deskFile('bookingExport', {}, 'http://api.test')).rejects.toMatchObject({ status: 401 });
      expect(ended).toEqual(['Your desk session has ended. Please sign in again.']);
      const bad = await deskFile('bookingExport', { q: 'x' }, 'http://api.test').catch((e: unknown) => e);
      expect(bad).toBeInstanceOf(DeskError);
      expect(bad).toMatchObject({ status: 400, fields: { q: 'q is wrong' } });
      await expect(deskFile('bookingExport', {}, 'http://api.test')).rejects.toMatchObject({ status: 0, message: NO_ANSWER });
    } finally {
      globalThis.fetch = original;
      whenSessionEnds(() => {});
    }
    expect(seen[0]).toEqual({ url: 'http://api.test/v1/desk/bookings/export?from=2026-11-22', credentials: 'include' });
    expect(seen[1].url).toBe('http://api.test/v1/desk/bookings/export');
  });
});
