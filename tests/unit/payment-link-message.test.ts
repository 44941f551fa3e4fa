import { describe, expect, it } from 'vitest';
import { istClockLabel, paymentLinkMessage } from '../../src/lib/desk/paymentLinkMessage.ts';

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
    // 17:05 in India.
    expiresAt: new Date('2026-11-28T11:35:00Z'),
  };

  it('says whom, what, how much, the link and until when, on India time', () => {
    const text = paymentLinkMessage(facts);
    expect(text).toContain('Hello Meera Iyer');
    expect(text).toContain('Aurora at CineCelebrations');
    expect(text).toContain('19:30 - 21:00 (order ORDABCDEFGH23)');
    expect(text).toContain('the advance of ₹750');
    expect(text).toContain('https://pay.example/p/1');
    expect(text).toContain('open until 5:05 pm');
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
