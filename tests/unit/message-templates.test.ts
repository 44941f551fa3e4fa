import { describe, expect, it } from 'vitest';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { moveMoney } from '../../src/lib/desk/moveMoney.ts';
import {
  bookingFacts,
  cancelRefundSentence,
  mapLinkOf,
  moveMoneySentence,
  oldSlotWords,
  type BookingFactsInput,
} from '../../src/lib/messages/messageFacts.ts';
import { EmailContent, WhatsAppContent } from '../../src/lib/messages/messageKinds.ts';
import {
  bookingCancelled,
  bookingConfirmed,
  bookingMoved,
  paymentLink,
  paymentReceived,
  refundSent,
  reminder,
  whatsapp,
  type BookingMessage,
} from '../../src/lib/messages/templates.ts';
import { escapeHtml } from '../../src/lib/messages/templatesEmail.ts';
import { enquiryReceived, staffNewBooking, staffNewEnquiry, type EnquiryFacts } from '../../src/lib/messages/templatesStaff.ts';
import { fillTemplate, WHATSAPP_TEMPLATES } from '../../src/lib/messages/whatsappTemplates.ts';

const BRANCH = {
  name: 'CineCelebrations Jubilee Hills',
  addressLine1: '3rd Floor, Plot 42, Road No. 36',
  addressLine2: 'Jubilee Hills, Hyderabad, Telangana 500033',
  mapUrl: 'https://maps.google.com/?q=CineCelebrations%2C%20Road%20No.%2036',
};

const MANAGE = 'https://site.example/my-booking?t=Tok_en-1';

const input = (o: Partial<BookingFactsInput> = {}): BookingFactsInput => ({
  customerName: 'Asha Rao',
  orderId: 'ORDABCDEFGH23',
  theatreName: 'Aurora',
  branch: BRANCH,
  date: '2030-01-10',
  fromTime: '09:00',
  toTime: '12:00',
  totalPaise: 214_800,
  paidPaise: 75_000,
  manageLink: MANAGE,
  ...o,
});

const SENDER = 'CineCelebrations';
/** The days as the site writes them (its formatter, whose commas follow the runtime's locale data). */
const DAY = bookingDayLabel('2030-01-10');
const OLD_DAY = bookingDayLabel('2030-01-09');
const STOP = 'https://site.example/messages/stop?t=u1.abc.123.sig';

/** Every kind about a booking, made from the same facts. */
const bookingKinds = (i: BookingFactsInput): [string, BookingMessage][] => {
  const f = bookingFacts(i);
  return [
    ['booking confirmed', bookingConfirmed(f, SENDER, 'bk-1')],
    ['payment link', paymentLink(f, SENDER, { amount: '₹750', link: 'https://pay.example/p/1', until: '5:05 pm' })],
    ['reminder', reminder(f, SENDER, STOP)],
    [
      'booking moved',
      bookingMoved(f, SENDER, {
        from: oldSlotWords({ theatreName: 'Velvet', date: '2030-01-09', fromTime: '18:45', toTime: '21:45' }, 'Aurora'),
        money: moveMoneySentence(moveMoney({ oldTotalPaise: 199_900, newTotalPaise: 214_800, paidPaise: 75_000, paidOnlinePaise: 75_000 })),
      }),
    ],
    ['payment received', paymentReceived(f, SENDER, '₹1,398', 'bk-1')],
    [
      'booking cancelled',
      bookingCancelled(f, SENDER, cancelRefundSentence({ refundPaise: 75_000, paidOnlinePaise: 75_000, paidAtVenuePaise: 0 })),
    ],
    ['refund sent', refundSent(f, SENDER, '₹750')],
  ];
};

const ENQUIRY: EnquiryFacts = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  eventName: 'Birthday',
  description: 'A surprise for my sister.\nEvening, 6 people.',
  receivedAt: '22 Nov 2026, 10:35:12 am',
};

describe('the facts a booking message names', () => {
  it('writes the day and slot as the site does, the money as formatPaise does, the branch in one line', () => {
    const f = bookingFacts(input());
    expect(f).toMatchObject({
      name: 'Asha Rao',
      orderId: 'ORDABCDEFGH23',
      theatre: 'Aurora',
      branchAndAddress: 'CineCelebrations Jubilee Hills, 3rd Floor, Plot 42, Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033',
      mapUrl: BRANCH.mapUrl,
      day: DAY,
      slot: '09:00 - 12:00',
      total: '₹2,148',
      paid: '₹750',
      leftToPay: '₹1,398',
    });
  });

  it('finds a branch without a map link of its own by its address, never by a script address', () => {
    for (const mapUrl of ['', 'javascript:alert(1)', '  ']) {
      expect(mapLinkOf({ ...BRANCH, mapUrl })).toBe(
        `https://maps.google.com/?q=${encodeURIComponent(`${BRANCH.name}, ${BRANCH.addressLine1}, ${BRANCH.addressLine2}`)}`,
      );
    }
  });

  it.each([
    [
      { oldTotalPaise: 214_800, newTotalPaise: 214_800, paidPaise: 75_000, paidOnlinePaise: 75_000 },
      'The price is the same. Left to pay at the venue: ₹1,398.',
    ],
    [
      { oldTotalPaise: 179_900, newTotalPaise: 214_800, paidPaise: 179_900, paidOnlinePaise: 179_900 },
      'It now costs ₹349 more. Left to pay at the venue: ₹349.',
    ],
    [
      { oldTotalPaise: 214_800, newTotalPaise: 179_900, paidPaise: 75_000, paidOnlinePaise: 75_000 },
      'It now costs ₹349 less. Left to pay at the venue: ₹1,049.',
    ],
    [
      { oldTotalPaise: 214_800, newTotalPaise: 179_900, paidPaise: 214_800, paidOnlinePaise: 214_800 },
      'It now costs ₹349 less: ₹349 is refunded to the way you paid online (it reaches your account in 5-7 working days).',
    ],
    [
      { oldTotalPaise: 214_800, newTotalPaise: 179_900, paidPaise: 214_800, paidOnlinePaise: 20_000 },
      'It now costs ₹349 less: ₹200 is refunded to the way you paid online (it reaches your account in 5-7 working days) and ₹149 is handed back to you at the venue.',
    ],
    [
      { oldTotalPaise: 214_800, newTotalPaise: 214_800, paidPaise: 214_800, paidOnlinePaise: 214_800 },
      'The price is the same. Nothing is left to pay.',
    ],
  ])('says what a move did to the money: %o', (m, sentence) => {
    expect(moveMoneySentence(moveMoney(m))).toBe(sentence);
  });

  it.each([
    [
      { refundPaise: 75_000, paidOnlinePaise: 75_000, paidAtVenuePaise: 0 },
      'We are refunding ₹750 to the way you paid online: it reaches your account in 5-7 working days.',
    ],
    [{ refundPaise: 0, paidOnlinePaise: 0, paidAtVenuePaise: 0 }, 'Nothing was paid online, so there is nothing to refund online.'],
    [
      { refundPaise: 0, paidOnlinePaise: 75_000, paidAtVenuePaise: 0, lateWindowHours: 72 },
      'As it was cancelled less than 72 hours before the slot, the advance of ₹750 is not refundable under our refund policy.',
    ],
    [{ refundPaise: 0, paidOnlinePaise: 75_000, paidAtVenuePaise: 0 }, 'The ₹750 paid online is not refunded.'],
    [
      { refundPaise: 0, paidOnlinePaise: 0, paidAtVenuePaise: 139_800 },
      'Nothing was paid online, so there is nothing to refund online. For the ₹1,398 paid at the venue, please call us.',
    ],
  ])('says the refund a cancellation gives, or why none: %o', (c, sentence) => {
    expect(cancelRefundSentence(c)).toBe(sentence);
  });

  it('names the old theatre of a move only when it changed', () => {
    const old = { theatreName: 'Aurora', date: '2030-01-09', fromTime: '18:45', toTime: '21:45' };
    expect(oldSlotWords(old, 'Aurora')).toBe(`${OLD_DAY}, 18:45 - 21:45`);
    expect(oldSlotWords(old, 'Velvet')).toBe(`Aurora on ${OLD_DAY}, 18:45 - 21:45`);
  });
});

describe.each([
  ['an English name', 'Asha Rao'],
  ['a Telugu name', 'శ్రీనివాస్ రెడ్డి'],
  ['a Hindi name', 'प्रिया शर्मा'],
])('every booking message, for %s', (_, name) => {
  const kinds = bookingKinds(input({ customerName: name }));

  it.each(kinds)('%s: a valid WhatsApp template filled in with the name, the order id, the theatre, day and slot', (_kind, m) => {
    expect(WhatsAppContent.parse(m.whatsapp)).toEqual(m.whatsapp);
    expect(Object.keys(WHATSAPP_TEMPLATES)).toContain(m.whatsapp.template);
    expect(m.whatsapp.params).toHaveLength(WHATSAPP_TEMPLATES[m.whatsapp.template as keyof typeof WHATSAPP_TEMPLATES].params.length);
    expect(m.whatsapp.text).toBe(fillTemplate(m.whatsapp.template, m.whatsapp.params));
    expect(m.whatsapp.text).toContain(`Hi ${name},`);
    expect(m.whatsapp.text).toContain('ORDABCDEFGH23');
    expect(m.whatsapp.params).toContain('ORDABCDEFGH23');
    expect(m.whatsapp.text).not.toMatch(/\{\{\d+\}\}/);
    for (const p of m.whatsapp.params) {
      expect(p).not.toMatch(/[\n\r\t]| {4}/);
      expect(p.trim()).not.toBe('');
    }
  });

  it.each(kinds)('%s: an e-mail whose subject names the order id, in text and in HTML', (_kind, m) => {
    expect(EmailContent.parse(m.email)).toEqual(m.email);
    expect(m.email.subject).toContain('ORDABCDEFGH23');
    expect(m.email.subject).not.toMatch(/[\r\n]/);
    expect(m.email.text).toContain(`Hi ${name},`);
    expect(m.email.html).toContain(`Hi ${name},`);
    for (const fact of ['Aurora', DAY, '09:00 - 12:00']) {
      expect(m.email.text).toContain(fact);
      expect(m.email.html).toContain(fact);
    }
    expect(m.email.text).toContain(SENDER);
  });
});

describe('what each booking message says beyond the facts', () => {
  const m = Object.fromEntries(bookingKinds(input()));

  it('the confirmation: paid, left to pay, the branch address and map link, and the invoice attached', () => {
    const c = m['booking confirmed'];
    expect(c.whatsapp.text).toBe(
      `Hi Asha Rao, your booking ORDABCDEFGH23 is confirmed: Aurora at ${BRANCH.name}, ${BRANCH.addressLine1}, ${BRANCH.addressLine2} on ${DAY}, 09:00 - 12:00. Paid ₹750, left to pay at the venue ₹1,398. Directions: ${BRANCH.mapUrl} To pay the rest, reschedule or cancel: ${MANAGE}`,
    );
    expect(c.email.subject).toBe('Booking confirmed: ORDABCDEFGH23');
    expect(c.email.attachments).toEqual([{ kind: 'invoice', bookingId: 'bk-1' }]);
    expect(c.email.text).toContain('Paid: ₹750');
    expect(c.email.text).toContain('Left to pay at the venue: ₹1,398');
    expect(c.email.html).toContain(`<a href="${escapeHtml(BRANCH.mapUrl)}">`);
    expect(c.email.unsubscribeUrl).toBeUndefined();
    // The customer's own page of the booking: pay the rest, reschedule, cancel.
    expect(c.email.text).toContain(`open your booking: ${MANAGE}`);
    expect(c.email.html).toContain(`<a href="${escapeHtml(MANAGE)}">`);
  });

  it('the payment link: the amount, the link and until when', () => {
    expect(m['payment link'].whatsapp.text).toContain('Pay ₹750 at https://pay.example/p/1 before 5:05 pm to confirm it.');
    expect(m['payment link'].email.html).toContain('<a href="https://pay.example/p/1">');
    expect(m['payment link'].email.attachments).toEqual([]);
  });

  it('the reminder: what is left to pay, and in the e-mail the link that stops reminders', () => {
    expect(m.reminder.whatsapp.text).toContain('Left to pay at the venue: ₹1,398.');
    expect(m.reminder.whatsapp.text).toContain('Reply STOP for no more reminders.');
    expect(m.reminder.whatsapp.text).toContain(`Your booking: ${MANAGE}`);
    expect(m.reminder.email.text).toContain(MANAGE);
    expect(m.reminder.email.unsubscribeUrl).toBe(STOP);
    expect(m.reminder.email.text).toContain(STOP);
    expect(m.reminder.email.html).toContain(`<a href="${escapeHtml(STOP)}">Stop reminders by e-mail</a>`);
  });

  it('the move: the old slot and theatre, the new one, and the price difference', () => {
    expect(m['booking moved'].whatsapp.text).toBe(
      `Hi Asha Rao, your booking ORDABCDEFGH23 has moved from Velvet on ${OLD_DAY}, 18:45 - 21:45 to Aurora at ${BRANCH.name}, ${BRANCH.addressLine1}, ${BRANCH.addressLine2} on ${DAY}, 09:00 - 12:00. It now costs ₹149 more. Left to pay at the venue: ₹1,398. Directions: ${BRANCH.mapUrl} Your booking: ${MANAGE}`,
    );
    expect(m['booking moved'].email.text).toContain('It now costs ₹149 more.');
    expect(m['booking moved'].email.html).toContain(`<a href="${escapeHtml(MANAGE)}">`);
  });

  it('the rest paid: the amount, what is left, the booking link, and the invoice made again', () => {
    const r = m['payment received'];
    expect(r.whatsapp.text).toContain('we have received ₹1,398 for your booking ORDABCDEFGH23');
    expect(r.whatsapp.text).toContain(`Your booking: ${MANAGE}`);
    expect(r.email.subject).toBe('Payment received: ORDABCDEFGH23');
    expect(r.email.attachments).toEqual([{ kind: 'invoice', bookingId: 'bk-1' }]);
  });

  it('the cancellation and the refund sent: the amount and when it arrives', () => {
    expect(m['booking cancelled'].whatsapp.text).toContain('is cancelled. We are refunding ₹750 to the way you paid online');
    expect(m['booking cancelled'].email.text).toContain('We are refunding ₹750');
    expect(m['refund sent'].whatsapp.text).toBe(
      'Hi Asha Rao, we have sent the refund of ₹750 for your booking ORDABCDEFGH23 to the way you paid. It reaches your account in 5-7 working days.',
    );
  });
});

describe('HTML and parameters made safe', () => {
  const hostile = input({
    customerName: '<script>alert("x")</script> & Co\nnext\tline     spaced',
    theatreName: 'Aurora <b>',
    branch: { ...BRANCH, name: 'Branch "A" & B', mapUrl: 'javascript:alert(1)' },
  });

  it.each(bookingKinds(hostile))('%s: every value escaped in the HTML, no script link', (_kind, m) => {
    expect(m.email.html).not.toContain('<script>');
    expect(m.email.html).not.toContain('Aurora <b>');
    expect(m.email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(m.email.html).toContain('Aurora &lt;b&gt;');
    expect(m.email.html).not.toMatch(/href="javascript:/i);
  });

  it.each(bookingKinds(hostile))('%s: no new line, tab or run of four spaces in a WhatsApp parameter', (_kind, m) => {
    for (const p of m.whatsapp.params) expect(p).not.toMatch(/[\n\r\t]| {4}/);
    expect(m.whatsapp.params[0]).toBe('<script>alert("x")</script> & Co next line   spaced');
  });

  it('a blank parameter is sent as a dash, which WhatsApp takes', () => {
    expect(whatsapp('refund_sent_v1', ['  ', '₹750', 'ORD1', 'soon']).params[0]).toBe('-');
  });

  it('a wrong count of parameters is refused, not sent', () => {
    expect(() => whatsapp('refund_sent_v1', ['a'])).toThrow(/takes 4 parameters, not 1/);
  });
});

describe('the enquiry and the staff e-mails', () => {
  it('thanks the customer for the enquiry, with what they asked', () => {
    const e = enquiryReceived({ ...ENQUIRY, name: 'प्रिया शर्मा' }, SENDER);
    expect(EmailContent.parse(e)).toEqual(e);
    expect(e.text).toContain('Hi प्रिया शर्मा,');
    expect(e.text).toContain('Thank you! Your enquiry has been received. We will call you back shortly.');
    expect(e.text).toContain('Occasion: Birthday');
    expect(e.html).toContain('A surprise for my sister.');
  });

  it('tells the staff who enquired and how to reach them, escaped', () => {
    const e = staffNewEnquiry({ ...ENQUIRY, name: 'శ్రీనివాస్ <i>', description: '<img src=x onerror=alert(1)>' }, SENDER);
    expect(e.subject).toBe('New enquiry: శ్రీనివాస్ <i>, Birthday');
    expect(e.text).toContain('Phone: 9876543210');
    expect(e.text).toContain('E-mail: asha@example.com');
    expect(e.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(e.html).not.toContain('<img');
  });

  it('tells the staff of a new booking: the order, the customer and the money', () => {
    const e = staffNewBooking(bookingFacts(input()), SENDER, { phone: '9876543210', email: '', persons: 2 });
    expect(e.subject).toBe(`New booking ORDABCDEFGH23: Aurora, ${DAY}, 09:00 - 12:00`);
    expect(e.text).toContain('E-mail: none given');
    expect(e.text).toContain('Total: ₹2,148');
    expect(e.text).toContain('Left to pay at the venue: ₹1,398');
  });
});
