import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settlePayment } from '../../server/payments/settle.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { DEFAULT_MESSAGE_SETTINGS } from '../../src/lib/messages/messageSettings.ts';
import { addBookingBody, AURORA, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { branchOf, manageLinkOf, messagesOf, one, orderIdOf, setMessageSettings } from './messagesQueuedFixtures.ts';
import { IN_PROCESS_ORIGIN } from '../../server/app.ts';
import { openPaymentHarness, paymentsOf, pressOnPayPage, startPayment } from './paymentFixtures.ts';

/**
 * Every change a customer hears of queues its messages in its own transaction, with the words of
 * the booking as the change left it: the order id, the branch with its address and map link, the
 * day and slot, what is paid and left to pay. WhatsApp only with the customer's tick, e-mail only
 * with an address, a kind switched off not at all; a change that rolls back queues nothing.
 */

/** 10:30 in India. */
const clock = testClock(new Date('2026-11-22T05:00:00Z'));
const SITE = 'https://site.example';
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let desk: App;
const staff = {} as Record<'front' | 'manager', TestStaff>;
const STAFF_EMAILS = ['owner@cinecelebrations.example', 'desk@cinecelebrations.example'];

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  desk = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  staff.front = await addTestStaff(t.h.db, 'front-desk', { name: 'Farid Front' });
  staff.manager = await addTestStaff(t.h.db, 'manager', { name: 'Mona Manager' });
});
afterAll(() => t.h.close());
afterEach(() => setMessageSettings(t.h.db, { staffEmails: STAFF_EMAILS }));

const as = async (who: keyof typeof staff, name: DeskCallName, input: unknown) =>
  deskCall(desk, name, input, { cookie: await sessionCookie(t.h.db, staff[who].id, clock.now()) });

let day = 5;
/** Asha's booking of Aurora's first slot, a new day each time (far enough ahead for the policy's full refund). */
async function booking(o: { whatsappUpdates?: boolean; pay?: boolean } = {}) {
  const date = addDays(istToday(clock.now()), day++);
  const token = await newToken(t.h);
  const extra = o.whatsappUpdates === undefined ? {} : { whatsappUpdates: o.whatsappUpdates };
  const bookingId = await createBooking(t.h, token, addBookingBody(date, extra));
  if (o.pay !== false) await pressOnPayPage(t.h, (await startPayment(t.h, token, bookingId)).url, 'Pay');
  return { token, bookingId, date, orderId: await orderIdOf(t.h.db, bookingId) };
}

describe('a paid booking', () => {
  it('queues its confirmation on WhatsApp and by e-mail with the invoice, and the staff’s e-mails, once', async () => {
    await setMessageSettings(t.h.db, { staffEmails: STAFF_EMAILS });
    const b = await booking({ whatsappUpdates: true });
    // Asked again (the reconciler, a late webhook): the payment is settled once, and so are its messages.
    await t.reconcile();
    const rows = await messagesOf(t.h.db, b.bookingId);
    expect(rows.map((r) => [r.kind, r.channel, r.recipient]).sort()).toEqual(
      [
        ['booking-confirmed', 'email', 'asha@example.com'],
        ['booking-confirmed', 'whatsapp', '+919876543210'],
        ['staff-new-booking', 'email', STAFF_EMAILS[0]],
        ['staff-new-booking', 'email', STAFF_EMAILS[1]],
      ].sort(),
    );
    const branch = await branchOf(t.h.db, AURORA.id);
    const wa = one(rows, 'booking-confirmed', 'whatsapp');
    expect(wa.words).toBe(
      `Hi Asha Rao, your booking ${b.orderId} is confirmed: Aurora at ${branch.line} on ${bookingDayLabel(b.date)}, 09:00 - 12:00. Paid ₹750, left to pay at the venue ₹1,398. Directions: ${branch.map_url} To pay the rest, reschedule or cancel: ${await manageLinkOf(t.h.db, b.bookingId, IN_PROCESS_ORIGIN)}`,
    );
    const mail = one(rows, 'booking-confirmed', 'email');
    expect(mail.content).toMatchObject({
      subject: `Booking confirmed: ${b.orderId}`,
      attachments: [{ kind: 'invoice', bookingId: b.bookingId }],
    });
    for (const words of [
      branch.line,
      branch.map_url,
      bookingDayLabel(b.date),
      '09:00 - 12:00',
      'Paid: ₹750',
      'Left to pay at the venue: ₹1,398',
    ])
      expect(mail.words).toContain(words);
    for (const staffMail of rows.filter((r) => r.kind === 'staff-new-booking'))
      expect(staffMail.content).toMatchObject({ subject: `New booking ${b.orderId}: Aurora, ${bookingDayLabel(b.date)}, 09:00 - 12:00` });
    expect(rows.every((r) => r.status === 'queued')).toBe(true);
  });

  it('without the tick, or with it left off, goes by e-mail only', async () => {
    for (const whatsappUpdates of [undefined, false]) {
      const b = await booking({ whatsappUpdates });
      const rows = await messagesOf(t.h.db, b.bookingId);
      expect(rows.filter((r) => r.channel === 'whatsapp')).toEqual([]);
      expect(one(rows, 'booking-confirmed', 'email').recipient).toBe('asha@example.com');
    }
  });

  it('queues no kind the owner switched off, and the others still', async () => {
    await setMessageSettings(t.h.db, {
      staffEmails: STAFF_EMAILS,
      enabled: { ...DEFAULT_MESSAGE_SETTINGS.enabled, 'booking-confirmed': false },
    });
    const b = await booking({ whatsappUpdates: true });
    expect((await messagesOf(t.h.db, b.bookingId)).map((r) => r.kind)).toEqual(['staff-new-booking', 'staff-new-booking']);
  });

  it('settled in a transaction that then fails queues nothing; settled for good, it does', async () => {
    const b = await booking({ whatsappUpdates: true, pay: false });
    await startPayment(t.h, b.token, b.bookingId);
    const [payment] = await paymentsOf(t.h, b.bookingId);
    const said = { state: 'paid' as const, amountPaise: payment.amount, providerPaymentId: 'T-ROLLED-BACK' };
    await expect(
      t.h.db.transaction(async (tx) => {
        await settlePayment(tx, payment.id, said, clock.now(), SITE);
        throw new Error('the process failed before the commit');
      }),
    ).rejects.toThrow('before the commit');
    expect(await messagesOf(t.h.db, b.bookingId)).toEqual([]);
    await t.h.db.transaction((tx) => settlePayment(tx, payment.id, said, clock.now(), SITE));
    expect((await messagesOf(t.h.db, b.bookingId)).map((r) => `${r.kind} ${r.channel}`).sort()).toEqual([
      'booking-confirmed email',
      'booking-confirmed whatsapp',
      'staff-new-booking email',
      'staff-new-booking email',
    ]);
  });
});

describe('a booking taken by phone', () => {
  /** Meera, who gave no e-mail and said yes to WhatsApp on the call. */
  async function phoneBooking(o: Record<string, unknown> = {}) {
    const date = addDays(istToday(clock.now()), day++);
    const res = await as('front', 'phoneBooking', {
      theatreId: AURORA.id,
      date,
      time: AURORA.slot1,
      userName: 'Meera Iyer',
      userPhone: '9812345670',
      noOfPersons: 2,
      whatsappUpdates: true,
      ...o,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { bookingId: res.body.bookingId as string, orderId: res.body.orderId as string, date };
  }

  it('queues its payment link on WhatsApp once however often it is asked, and no e-mail without an address', async () => {
    const b = await phoneBooking();
    const links = await Promise.all([
      as('front', 'paymentLink', { bookingId: b.bookingId, paymentType: 'advance' }),
      as('front', 'paymentLink', { bookingId: b.bookingId, paymentType: 'advance' }),
    ]);
    expect(links.map((l) => l.status)).toEqual([200, 200]);
    const rows = await messagesOf(t.h.db, b.bookingId);
    expect(rows.map((r) => [r.kind, r.channel, r.recipient])).toEqual([['payment-link', 'whatsapp', '+919812345670']]);
    const words = one(rows, 'payment-link', 'whatsapp').words;
    expect(words).toContain(`Hi Meera Iyer, here is the payment link for your booking ${b.orderId}`);
    expect(words).toContain(`Pay ₹750 at ${links[0].body.link} before 11:30 am to confirm it.`);
  });

  it('paid at the venue, is confirmed on WhatsApp (its tick) and to the staff, not by e-mail (no address)', async () => {
    await setMessageSettings(t.h.db, { staffEmails: [STAFF_EMAILS[0]] });
    const b = await phoneBooking();
    const [{ total_price }] = await t.h.db.query<{ total_price: number }>('select total_price from bookings where id = $1', [b.bookingId]);
    const paid = await as('front', 'bookingRecordPayment', {
      bookingId: b.bookingId,
      left: total_price / 100,
      lines: [{ method: 'cash', amount: total_price / 100 }],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const rows = await messagesOf(t.h.db, b.bookingId);
    expect(rows.map((r) => `${r.kind} ${r.channel} ${r.recipient}`)).toEqual([
      'booking-confirmed whatsapp +919812345670',
      `staff-new-booking email ${STAFF_EMAILS[0]}`,
    ]);
    // Aurora's ₹2,148 less the basic plan's offer (FLAT400BASIC), which a phone booking gets as the site's does.
    expect(one(rows, 'booking-confirmed', 'whatsapp').words).toContain('Paid ₹1,748, left to pay at the venue ₹0.');
  });

  it('without the tick sends nothing on WhatsApp: a payment link with no e-mail either is not queued at all', async () => {
    const b = await phoneBooking({ whatsappUpdates: false });
    expect((await as('front', 'paymentLink', { bookingId: b.bookingId, paymentType: 'advance' })).status).toBe(200);
    expect(await messagesOf(t.h.db, b.bookingId)).toEqual([]);
    const stored = await t.h.db.query<{ whatsapp_updates: boolean }>('select whatsapp_updates from bookings where id = $1', [b.bookingId]);
    expect(stored).toEqual([{ whatsapp_updates: false }]);
  });
});

describe('a move, a cancellation and a refund', () => {
  it('a move tells the old slot and theatre, the new one, and the price difference', async () => {
    const b = await booking({ whatsappUpdates: true });
    const target = {
      bookingId: b.bookingId,
      theatreId: 'th-velvet',
      slotId: 'th-velvet-s2',
      date: addDays(b.date, 1),
      expectedTotal: 2799,
    };
    expect((await as('front', 'bookingMove', target)).status).toBe(200);
    const rows = await messagesOf(t.h.db, b.bookingId);
    const branch = await branchOf(t.h.db, 'th-velvet');
    expect(one(rows, 'booking-moved', 'whatsapp').words).toBe(
      `Hi Asha Rao, your booking ${b.orderId} has moved from Aurora on ${bookingDayLabel(b.date)}, 09:00 - 12:00 to Velvet Lounge at ${branch.line} on ${bookingDayLabel(target.date)}, 12:15 - 15:15. It now costs ₹651 more. Left to pay at the venue: ₹2,049. Directions: ${branch.map_url} Your booking: ${await manageLinkOf(t.h.db, b.bookingId, IN_PROCESS_ORIGIN)}`,
    );
    const mail = one(rows, 'booking-moved', 'email');
    expect(mail.content).toMatchObject({ subject: `Your booking ${b.orderId} has moved` });
    expect(mail.words).toContain('Left to pay at the venue: ₹2,049');
  });

  it('a refused cancellation queues nothing; a cancellation tells the refund, and the refund the provider took is told too', async () => {
    const b = await booking({ whatsappUpdates: true });
    const before = (await messagesOf(t.h.db, b.bookingId)).length;
    const refused = await as('manager', 'bookingCancel', {
      cause: 'customer-asked',
      bookingId: b.bookingId,
      amount: 800,
      reason: 'Too much',
    });
    expect(refused.status).toBe(400);
    expect(await messagesOf(t.h.db, b.bookingId)).toHaveLength(before);

    const res = await as('manager', 'bookingCancel', { cause: 'customer-asked', bookingId: b.bookingId, amount: 750 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.refund).toMatchObject({ status: 'refunded' });
    const rows = await messagesOf(t.h.db, b.bookingId);
    expect(one(rows, 'booking-cancelled', 'whatsapp').words).toBe(
      `Hi Asha Rao, your booking ${b.orderId} for Aurora at CineCelebrations Jubilee Hills on ${bookingDayLabel(b.date)}, 09:00 - 12:00 is cancelled. We are refunding ₹750 to the way you paid online: it reaches your account in 5-7 working days.`,
    );
    expect(one(rows, 'booking-cancelled', 'email').content).toMatchObject({ subject: `Booking cancelled: ${b.orderId}` });
    expect(one(rows, 'refund-sent', 'whatsapp').words).toBe(
      `Hi Asha Rao, we have sent the refund of ₹750 for your booking ${b.orderId} to the way you paid. It reaches your account in 5-7 working days.`,
    );
    expect(one(rows, 'refund-sent', 'email').recipient).toBe('asha@example.com');
  });

  it('a late cancellation with nothing refunded says the policy kept the advance', async () => {
    const date = istToday(clock.now());
    const token = await newToken(t.h);
    const bookingId = await createBooking(
      t.h,
      token,
      addBookingBody(date, { time: { slotId: 'th-aurora-s4', fromTime: '19:30', toTime: '21:00' }, subTotal: 1799, whatsappUpdates: true }),
    );
    await pressOnPayPage(t.h, (await startPayment(t.h, token, bookingId)).url, 'Pay');
    expect((await as('manager', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 0 })).status).toBe(200);
    const rows = await messagesOf(t.h.db, bookingId);
    expect(one(rows, 'booking-cancelled', 'whatsapp').words).toMatch(
      /is cancelled\. As it was cancelled less than 72 hours before the slot, the advance of ₹750 is not refundable under our refund policy\.$/,
    );
    expect(rows.filter((r) => r.kind === 'refund-sent')).toEqual([]);
  });
});
