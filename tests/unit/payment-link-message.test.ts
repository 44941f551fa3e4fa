import { describe, expect, it } from 'vitest';
import { istClockLabel, istUntilLabel, paymentLinkMessage } from '../../src/lib/desk/paymentLinkMessage.ts';

describe('the payment link message', () => {
  const facts = {
    businessName: 'CineCelebrations',
    userName: 'Meera Iyer',
    userPhone: '9812345670',
    orderId: 'ORDABCDEFGH23',
    theatreName: 'Aurora',
    date: '2026-11-28',
    fromTime: '19:30',
    toTime: '21:00',
    amountPaise: 75_000,
    advance: true,
    link: 'https://pay.example/p/1',
    // 17:05 in India, an hour after it was made.
    expiresAt: new Date('2026-11-28T11:35:00Z'),
    madeAt: new Date('2026-11-28T10:35:00Z'),
  };

  it('says whom, what, how much, the link and until when, on India time', () => {
    const text = paymentLinkMessage(facts);
    expect(text).toContain('Hello Meera Iyer');
    expect(text).toContain('Aurora at CineCelebrations');
    expect(text).toContain('19:30 - 21:00 (order ORDABCDEFGH23)');
    expect(text).toContain('the advance of ₹750');
    expect(text).toContain('https://pay.example/p/1');
    expect(text).toContain('open until 5:05 pm;');
  });

  it('names the day it lapses when that is another day in India than the one it was made', () => {
    // Made at 11:31 pm on Saturday in India, open until 12:31 am on Sunday.
    const late = { ...facts, madeAt: new Date('2026-11-28T18:01:00Z'), expiresAt: new Date('2026-11-28T19:01:00Z') };
    expect(paymentLinkMessage(late)).toContain('The link is open until 12:31 am on Sun, 29 Nov; the slot is kept for you until then.');
  });

  it.each([
    // Both on one day in India, though on two in UTC.
    ['2026-11-29T00:10:00Z', '2026-11-28T23:10:00Z', '5:40 am'],
    ['2026-11-28T18:29:00Z', '2026-11-28T17:29:00Z', '11:59 pm'],
    ['2026-11-28T18:30:00Z', '2026-11-28T17:30:00Z', '12:00 am on Sun, 29 Nov'],
    ['2026-11-28T19:01:00Z', '2026-11-28T18:29:59Z', '12:31 am on Sun, 29 Nov'],
    ['2026-12-31T19:00:00Z', '2026-12-31T18:00:00Z', '12:30 am on Fri, 1 Jan'],
    // Said on the day after (a page left open past midnight): the day is named too.
    ['2026-11-28T11:35:00Z', '2026-11-28T18:40:00Z', '5:05 pm on Sat, 28 Nov'],
  ])('until %s, said at %s: %s', (at, saidAt, label) => {
    expect(istUntilLabel(new Date(at), new Date(saidAt))).toBe(label);
  });

  it('names the full amount when the link is for it', () => {
    expect(paymentLinkMessage({ ...facts, advance: false, amountPaise: 464_300 })).toContain('₹4,643, the full amount,');
  });

  it('reads midnight and noon as people say them', () => {
    expect(istClockLabel(new Date('2026-11-28T18:30:00Z'))).toBe('12:00 am');
    expect(istClockLabel(new Date('2026-11-28T06:30:00Z'))).toBe('12:00 pm');
    expect(istClockLabel(new Date('2026-11-28T06:29:00Z'))).toBe('11:59 am');
  });
});
