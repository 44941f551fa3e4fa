import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEnquiryMessages } from '../../server/messages/queueEnquiry.ts';
import { insertEnquiry } from '../../server/repo/leads.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { DEFAULT_MESSAGE_SETTINGS } from '../../src/lib/messages/messageSettings.ts';
import { addBookingBody, AURORA, auth, createBooking, detailsAgain, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';
import { messagesOfKind, setMessageSettings } from './messagesQueuedFixtures.ts';
import { readBooking } from './paymentFixtures.ts';

/**
 * An enquiry's e-mails (to the customer, who gave no WhatsApp consent on that form, and to the
 * staff), queued with the enquiry or not at all; and the consent tick of the booking calls, which
 * takes true or false and nothing else.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
const STAFF = ['owner@cinecelebrations.example'];

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  await setMessageSettings(h.db, { staffEmails: STAFF });
});
afterAll(() => h?.close());

const enquiry = {
  name: 'శ్రీనివాస్ రెడ్డి',
  email: 'srinivas@example.com',
  mobileNumber: '9876543210',
  description: 'Anniversary surprise <b>for 4</b>',
  eventName: 'Anniversary',
};
const enquiries = async () => (await h.db.query<{ n: number }>('select count(*)::int as n from enquiries'))[0].n;
const enquiryMessages = async () => [
  ...(await messagesOfKind(h.db, 'enquiry-received')),
  ...(await messagesOfKind(h.db, 'staff-new-enquiry')),
];

describe('an enquiry', () => {
  it('queues the customer’s e-mail and the staff’s, with what was asked, escaped in the HTML', async () => {
    const res = await h.post('web/addenquiry', enquiry);
    expect(res.status).toBe(200);
    const [{ id }] = await h.db.query<{ id: number }>('select id::int as id from enquiries order by id desc limit 1');
    const [customer] = await messagesOfKind(h.db, 'enquiry-received');
    expect(customer).toMatchObject({ channel: 'email', recipient: 'srinivas@example.com', enquiry_id: id, booking_id: null });
    expect(customer.content).toMatchObject({ subject: 'We have received your enquiry' });
    expect(customer.content.channel === 'email' && customer.content.text).toContain('Hi శ్రీనివాస్ రెడ్డి,');
    const [toStaff] = await messagesOfKind(h.db, 'staff-new-enquiry');
    expect(toStaff).toMatchObject({ channel: 'email', recipient: STAFF[0], enquiry_id: id });
    expect(toStaff.content).toMatchObject({ subject: 'New enquiry: శ్రీనివాస్ రెడ్డి, Anniversary' });
    expect(toStaff.content.channel === 'email' && toStaff.content.html).toContain('Anniversary surprise &lt;b&gt;for 4&lt;/b&gt;');
    expect((await enquiryMessages()).filter((m) => m.channel === 'whatsapp')).toEqual([]);
  });

  it('refused (a wrong field, a NUL, a huge text) queues nothing; stored in a transaction that fails, nothing either', async () => {
    const before = (await enquiryMessages()).length;
    for (const [bad, status] of [
      [{ ...enquiry, email: 'not-an-address' }, 400],
      [{ ...enquiry, name: 'Asha\u0000Rao' }, 400],
      [{ ...enquiry, description: 'x'.repeat(3_000) }, 400],
      [{ ...enquiry, description: 'x'.repeat(200_000) }, 413],
      [{ ...enquiry, mobileNumber: 9876543210 }, 400],
    ] as const) {
      expect((await h.post('web/addenquiry', bad)).status, JSON.stringify(bad).slice(0, 80)).toBe(status);
    }
    const stored = await enquiries();
    await expect(
      insertEnquiry(h.db, enquiry, '203.0.113.9', clock.now(), async (tx, id) => {
        await queueEnquiryMessages(tx, id, enquiry, clock.now());
        throw new Error('failed before the commit');
      }),
    ).rejects.toThrow('before the commit');
    expect(await enquiries()).toBe(stored);
    expect(await enquiryMessages()).toHaveLength(before);
  });

  it('with both kinds switched off, is stored and queues nothing', async () => {
    await setMessageSettings(h.db, {
      staffEmails: STAFF,
      enabled: { ...DEFAULT_MESSAGE_SETTINGS.enabled, 'enquiry-received': false, 'staff-new-enquiry': false },
    });
    const before = (await enquiryMessages()).length;
    const stored = await enquiries();
    expect((await h.post('web/addenquiry', { ...enquiry, mobileNumber: '9876543211' })).status).toBe(200);
    expect(await enquiries()).toBe(stored + 1);
    expect(await enquiryMessages()).toHaveLength(before);
    await setMessageSettings(h.db, { staffEmails: STAFF });
  });
});

describe('the consent tick on the booking calls', () => {
  const consentOf = async (id: string) =>
    (await h.db.query<{ whatsapp_updates: boolean }>('select whatsapp_updates from bookings where id = $1', [id]))[0].whatsapp_updates;
  const date = addDays(istToday(clock.now()), 4);

  it('is stored as sent; absent, it is no on a new booking and unchanged on a booking saved again', async () => {
    const token = await newToken(h);
    const older = await createBooking(h, token, addBookingBody(date));
    expect(await consentOf(older)).toBe(false);
    const ticked = await createBooking(
      h,
      await newToken(h),
      addBookingBody(date, { time: AURORA.ninety, subTotal: 1799, whatsappUpdates: true }),
    );
    expect(await consentOf(ticked)).toBe(true);
    const b = await readBooking(h, token, older);
    expect((await h.post('booking/new/addbooking', detailsAgain(b, { whatsappUpdates: true }), auth(token))).status).toBe(200);
    expect(await consentOf(older)).toBe(true);
    expect((await h.post('booking/new/addbooking', detailsAgain(b), auth(token))).status).toBe(200);
    expect(await consentOf(older)).toBe(true);
    expect((await h.post('booking/new/addbooking', detailsAgain(b, { whatsappUpdates: false }), auth(token))).status).toBe(200);
    expect(await consentOf(older)).toBe(false);
  });

  it.each([['yes'], [1], [null], ['true'], [{}], [['on']]])('refuses %j with a 400 naming the field, storing nothing', async (value) => {
    const count = async () => (await h.db.query<{ n: number }>('select count(*)::int as n from bookings'))[0].n;
    const before = await count();
    const res = await h.post('booking/new/addbooking', addBookingBody(date, { whatsappUpdates: value }), auth(await newToken(h)));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('whatsappUpdates');
    const staff = await addTestStaff(h.db, 'front-desk');
    const phone = await deskCall(
      deskApp(h.db, { now: clock.now }),
      'phoneBooking',
      {
        theatreId: AURORA.id,
        date,
        time: AURORA.slot1,
        userName: 'Meera',
        userPhone: '9812345670',
        noOfPersons: 2,
        whatsappUpdates: value,
      },
      { cookie: await sessionCookie(h.db, staff.id, clock.now()) },
    );
    expect(phone.status).toBe(400);
    expect(JSON.stringify(phone.body)).toContain('whatsappUpdates');
    expect(await count()).toBe(before);
  });
});
