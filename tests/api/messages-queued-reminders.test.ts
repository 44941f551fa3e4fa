import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailStopLinks } from '../../server/auth/emailStopToken.ts';
import { loadTokenSecret } from '../../server/auth/tokenSecret.ts';
import { queueDueReminders, reminderMoment } from '../../server/messages/reminders.ts';
import { skipReason } from '../../server/messages/stillDue.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { addDays, istInstant, istToday } from '../../src/lib/booking/istClock.ts';
import { DEFAULT_MESSAGE_SETTINGS } from '../../src/lib/messages/messageSettings.ts';
import { addBookingBody, AURORA, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { manageLinkOf, messagesOf, one, orderIdOf, setMessageSettings, type QueuedRow } from './messagesQueuedFixtures.ts';
import { openPaymentHarness, pressOnPayPage, startPayment } from './paymentFixtures.ts';

/**
 * The reminders before a slot (by default the day before at 10:00 India time): queued when their
 * moment comes, once whatever the number of rounds and processes, only for a confirmed booking
 * whose slot has not started, never to an address that asked to stop, WhatsApp only with the tick.
 * And what the worker asks just before sending (skipReason): is the message still true?
 */

/** 10:30 in India, Sunday 22 November. */
const START = new Date('2026-11-22T05:00:00Z');
const clock = testClock(START);
const SITE = 'https://site.example';
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let desk: App;
let manager: TestStaff;
let stopLink: ReturnType<typeof emailStopLinks>;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  desk = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  manager = await addTestStaff(t.h.db, 'manager', { name: 'Mona Manager' });
  stopLink = emailStopLinks(SITE, () => loadTokenSecret(t.h.db));
  await setMessageSettings(t.h.db);
});
afterAll(() => t.h.close());

const as = async (name: DeskCallName, input: unknown) =>
  deskCall(desk, name, input, { cookie: await sessionCookie(t.h.db, manager.id, clock.now()) });

let serial = 0;
/** A paid booking of Aurora's first slot (09:00) `daysAhead` days on, by a customer of its own. */
async function paidBooking(daysAhead: number, o: Record<string, unknown> = {}) {
  serial += 1;
  const date = addDays(istToday(START), daysAhead);
  const token = await newToken(t.h);
  const body = addBookingBody(date, {
    userPhone: `98765${String(serial).padStart(5, '0')}`,
    userEmail: `guest${serial}@example.com`,
    whatsappUpdates: true,
    ...o,
  });
  const bookingId = await createBooking(t.h, token, body);
  await pressOnPayPage(t.h, (await startPayment(t.h, token, bookingId)).url, 'Pay');
  return { bookingId, date, phone: `+91${body.userPhone}`, email: body.userEmail as string, orderId: await orderIdOf(t.h.db, bookingId) };
}

const DAY_BEFORE = DEFAULT_MESSAGE_SETTINGS.reminders[0];
const round = (at: Date | number) => queueDueReminders(t.h.db, new Date(at), { stop: stopLink, siteOrigin: SITE });
const reminders = async (bookingId: string) => (await messagesOf(t.h.db, bookingId)).filter((r) => r.kind === 'reminder');
const due = (r: QueuedRow) => ({
  kind: r.kind as 'reminder',
  channel: r.channel,
  recipient: r.recipient,
  bookingId: r.booking_id,
  dedupeKey: r.dedupe_key,
});

describe('a reminder', () => {
  it('is queued when its moment comes (the day before at 10:00 in India), once across two concurrent rounds and every round after', async () => {
    const b = await paidBooking(2);
    const moment = reminderMoment(b.date, DAY_BEFORE);
    expect(new Date(moment).toISOString()).toBe(`${addDays(b.date, -1)}T04:30:00.000Z`);
    await round(moment - 60_000);
    expect(await reminders(b.bookingId)).toEqual([]);
    // Two server processes' rounds at the same moment, then later rounds: each message is queued once.
    await Promise.all([round(moment), round(moment)]);
    await round(moment + 60_000);
    const rows = await reminders(b.bookingId);
    expect(rows.map((r) => [r.channel, r.recipient]).sort()).toEqual([
      ['email', b.email],
      ['whatsapp', b.phone],
    ]);
    expect(one(rows, 'reminder', 'whatsapp').words).toBe(
      `Hi Asha Rao, a reminder of your booking ${b.orderId}: Aurora at CineCelebrations Jubilee Hills, 3rd Floor, Plot 42, Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033 on ${bookingDayLabel(b.date)}, 09:00 - 12:00. Left to pay at the venue: ₹1,398. Directions: https://maps.google.com/?q=CineCelebrations%2C%20Road%20No.%2036%2C%20Jubilee%20Hills%2C%20Hyderabad Your booking: ${await manageLinkOf(t.h.db, b.bookingId, SITE)} Reply STOP for no more reminders.`,
    );
    const mail = one(rows, 'reminder', 'email');
    expect(mail.content).toMatchObject({ subject: `Reminder: your booking ${b.orderId} on ${bookingDayLabel(b.date)}` });
    expect(mail.content.channel === 'email' && mail.content.unsubscribeUrl).toMatch(/^https:\/\/site\.example\/messages\/stop\?t=u1\./);
    expect(rows.map((r) => r.dedupe_key).sort()).toEqual([
      `reminder/${b.bookingId}/${b.date}T09:00/1d10:00/email`,
      `reminder/${b.bookingId}/${b.date}T09:00/1d10:00/whatsapp`,
    ]);
  });

  it('follows the owner’s times: two rules, two reminders; switched off, none', async () => {
    await setMessageSettings(t.h.db, { reminders: [DAY_BEFORE, { daysBefore: 0, at: '07:30' }] });
    const b = await paidBooking(3, { whatsappUpdates: false });
    await round(istInstant(b.date, '07:30'));
    expect((await reminders(b.bookingId)).map((r) => r.dedupe_key).sort()).toEqual([
      `reminder/${b.bookingId}/${b.date}T09:00/0d07:30/email`,
      `reminder/${b.bookingId}/${b.date}T09:00/1d10:00/email`,
    ]);
    await setMessageSettings(t.h.db, { enabled: { ...DEFAULT_MESSAGE_SETTINGS.enabled, reminder: false } });
    const off = await paidBooking(3, { time: AURORA.ninety, subTotal: 1799 });
    await round(istInstant(off.date, '07:30'));
    expect(await reminders(off.bookingId)).toEqual([]);
    await setMessageSettings(t.h.db);
  });

  it('is not queued for a cancelled booking, nor once its slot has started', async () => {
    const cancelled = await paidBooking(4);
    expect((await as('bookingCancel', { cause: 'customer-asked', bookingId: cancelled.bookingId, amount: 750 })).status).toBe(200);
    await round(reminderMoment(cancelled.date, DAY_BEFORE));
    // No round ran between its reminder's moment and its slot (the servers were down): none after.
    const late = await paidBooking(11, { time: AURORA.ninety, subTotal: 1799 });
    await round(istInstant(late.date, '19:31'));
    expect(await reminders(cancelled.bookingId)).toEqual([]);
    expect(await reminders(late.bookingId)).toEqual([]);
  });

  it('is not sent to a number that replied STOP nor to an address that used the stop link; without the tick, not on WhatsApp', async () => {
    const first = await paidBooking(5);
    await round(reminderMoment(first.date, DAY_BEFORE));
    const link = one(await reminders(first.bookingId), 'reminder', 'email').content;
    const url = new URL(link.channel === 'email' ? link.unsubscribeUrl! : '');
    // A mail client's one-click stop (RFC 8058), on the address the link names.
    const stopped = await t.h.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.status).toBe(200);
    await t.h.db.query(`insert into message_opt_outs (channel, address, source, at) values ('whatsapp', $1, 'whatsapp', $2)`, [
      first.phone,
      clock.now(),
    ]);
    // The same customer again (their address typed in capitals this time), and one who did not tick WhatsApp.
    const again = await paidBooking(6, { userPhone: first.phone.slice(3), userEmail: first.email.toUpperCase() });
    const noTick = await paidBooking(6, { time: AURORA.ninety, subTotal: 1799, whatsappUpdates: false });
    await round(reminderMoment(again.date, DAY_BEFORE));
    expect(await reminders(again.bookingId)).toEqual([]);
    expect((await reminders(noTick.bookingId)).map((r) => r.channel)).toEqual(['email']);
    // Queued before the stop: skipped when its turn comes, with the reason.
    for (const r of await reminders(first.bookingId))
      expect(await skipReason(t.h.db, due(r), clock.now())).toBe(
        `The customer asked for no more reminders (${r.channel === 'email' ? 'the stop link in an e-mail' : 'STOP on WhatsApp'}).`,
      );
  });
});

describe('skipReason, just before a message is sent', () => {
  it('skips the confirmation of a booking cancelled before it went, and keeps that of a booking still confirmed', async () => {
    const kept = await paidBooking(7);
    const gone = await paidBooking(7, { time: AURORA.ninety, subTotal: 1799 });
    expect((await as('bookingCancel', { cause: 'customer-asked', bookingId: gone.bookingId, amount: 750 })).status).toBe(200);
    const confirmation = async (id: string) => one(await messagesOf(t.h.db, id), 'booking-confirmed', 'whatsapp');
    expect(await skipReason(t.h.db, due(await confirmation(kept.bookingId)), clock.now())).toBeUndefined();
    expect(await skipReason(t.h.db, due(await confirmation(gone.bookingId)), clock.now())).toBe(
      'The booking was cancelled before its confirmation went.',
    );
    // What happened after it is not taken back: the cancellation's own message still goes.
    expect(await skipReason(t.h.db, due(one(await messagesOf(t.h.db, gone.bookingId), 'booking-cancelled', 'email')))).toBeUndefined();
  });

  it('skips the reminder of a booking moved since, and the moved booking is reminded of its new slot', async () => {
    const b = await paidBooking(8);
    await round(reminderMoment(b.date, DAY_BEFORE));
    const [old] = await reminders(b.bookingId);
    const to = addDays(b.date, 1);
    const moved = await as('bookingMove', {
      bookingId: b.bookingId,
      theatreId: AURORA.id,
      slotId: 'th-aurora-s2',
      date: to,
      expectedTotal: 2148,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await skipReason(t.h.db, due(old), clock.now())).toBe(
      `The booking moved to ${bookingDayLabel(to)}, 12:30 - 15:30 after this reminder was queued.`,
    );
    await round(reminderMoment(to, DAY_BEFORE));
    const fresh = (await reminders(b.bookingId)).filter((r) => r.dedupe_key!.includes(`/${to}T`));
    expect(fresh.map((r) => r.dedupe_key).sort()).toEqual([
      `reminder/${b.bookingId}/${to}T12:30/1d10:00/email`,
      `reminder/${b.bookingId}/${to}T12:30/1d10:00/whatsapp`,
    ]);
    expect(await skipReason(t.h.db, due(fresh[0]), new Date(reminderMoment(to, DAY_BEFORE)))).toBeUndefined();
    // Its turn came only after the slot began (the servers were down): skipped.
    expect(await skipReason(t.h.db, due(fresh[0]), new Date(istInstant(to, '12:31')))).toBe(
      'The slot had started before the reminder could go.',
    );
  });

  it('skips a payment link paid, or lapsed, before it went', async () => {
    const staff = await addTestStaff(t.h.db, 'front-desk');
    const cookie = await sessionCookie(t.h.db, staff.id, clock.now());
    const phone = async (daysAhead: number) => {
      const res = await deskCall(
        desk,
        'phoneBooking',
        {
          theatreId: AURORA.id,
          date: addDays(istToday(START), daysAhead),
          time: AURORA.slot1,
          userName: 'Meera Iyer',
          userPhone: '9812345670',
          noOfPersons: 2,
          whatsappUpdates: true,
        },
        { cookie },
      );
      const link = await deskCall(desk, 'paymentLink', { bookingId: res.body.bookingId, paymentType: 'advance' }, { cookie });
      return { bookingId: res.body.bookingId as string, link: link.body.link as string };
    };
    const paid = await phone(9);
    await pressOnPayPage(t.h, paid.link, 'Pay');
    const [paidLink] = (await messagesOf(t.h.db, paid.bookingId)).filter((r) => r.kind === 'payment-link');
    expect(await skipReason(t.h.db, due(paidLink), clock.now())).toBe('The booking was paid before the link went.');
    const open = await phone(10);
    const [openLink] = (await messagesOf(t.h.db, open.bookingId)).filter((r) => r.kind === 'payment-link');
    expect(await skipReason(t.h.db, due(openLink), clock.now())).toBeUndefined();
    expect(await skipReason(t.h.db, due(openLink), new Date(clock.now().getTime() + 61 * 60_000))).toBe(
      'The payment link had lapsed before it went.',
    );
  });
});
