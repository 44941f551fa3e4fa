import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_SUCH_BOOKING } from '../../server/desk/actions/actionBooking.ts';
import { NO_SUCH_MESSAGE, STILL_ON_ITS_WAY } from '../../server/desk/messages/resendMessage.ts';
import { BookingMessagesResponse, ResendResponse } from '../../src/lib/api/deskMessages.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, AURORA, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, auditOf, databaseDigest, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { addMessage, contentOf, copiesOf, setStatus } from './deskMessageFixtures.ts';
import { openHarness, sessionsWaitingOnLocks, type Harness } from './harness.ts';

/**
 * A booking's Messages at the desk and Send again: the list as the page shows it, newest first;
 * a copy queued once however many press at once; who may; and hostile input.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z')); // 10:30 in India
let h: Harness;
let app: App;
const staff = {} as Record<'owner' | 'manager' | 'front' | 'editor', TestStaff>;
const cookies = {} as Record<keyof typeof staff, string>;
let day = 1;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = deskApp(h.db, { now: clock.now });
  staff.owner = await addTestStaff(h.db, 'owner', { name: 'Olga Owner' });
  staff.manager = await addTestStaff(h.db, 'manager', { name: 'Mona Manager' });
  staff.front = await addTestStaff(h.db, 'front-desk', { name: 'Farid Front' });
  staff.editor = await addTestStaff(h.db, 'editor', { name: 'Esha Editor' });
});
afterAll(() => h?.close());
beforeEach(async () => {
  for (const who of Object.keys(staff) as (keyof typeof staff)[]) cookies[who] = await sessionCookie(h.db, staff[who].id, clock.now());
});

const as = (who: keyof typeof staff, name: DeskCallName, input: unknown, raw?: string) =>
  deskCall(app, name, input, { cookie: cookies[who], raw });

/** A booking held on the site (not paid: nothing else queues a message for it). */
async function booking() {
  const token = await newToken(h);
  return createBooking(h, token, addBookingBody(addDays(istToday(clock.now()), day++)));
}

const later = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);

describe("a booking's Messages", () => {
  it('says there are none yet, and 404 for a booking that does not exist', async () => {
    const id = await booking();
    const res = await as('front', 'bookingMessages', { bookingId: id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, bookingId: id, messages: [] });
    const none = await as('front', 'bookingMessages', { bookingId: 'no-such-booking' });
    expect(none).toMatchObject({ status: 404, body: { message: NO_SUCH_BOOKING } });
  });

  it('lists each message newest first with its channel, kind, recipient, status, reason, moments and words; never another booking’s', async () => {
    const id = await booking();
    const other = await booking();
    await addMessage(h.db, clock.now(), { bookingId: other, status: 'failed', error: 'not this one' });
    const whatsapp = await addMessage(h.db, clock.now(), { bookingId: id, status: 'read' });
    const email = await addMessage(h.db, clock.now(), {
      bookingId: id,
      channel: 'email',
      status: 'failed',
      error: 'The mail server refused the address',
    });
    const reminder = await addMessage(h.db, clock.now(), { bookingId: id, kind: 'reminder', sendAt: later(24 * 60) });
    const twice = await addMessage(h.db, clock.now(), { bookingId: id, kind: 'booking-moved', status: 'delivered', maybeTwice: true });
    const skipped = await addMessage(h.db, clock.now(), {
      bookingId: id,
      kind: 'reminder',
      channel: 'email',
      status: 'skipped',
      error: 'the booking was cancelled',
    });

    const res = await as('front', 'bookingMessages', { bookingId: id });
    expect(res.status).toBe(200);
    expect(BookingMessagesResponse.safeParse(res.body).success).toBe(true);
    const list = res.body.messages as any[];
    expect(list.map((m) => m.id)).toEqual([skipped, twice, reminder, email, whatsapp]);
    expect(list.find((m) => m.id === whatsapp)).toMatchObject({
      kind: 'booking-confirmed',
      channel: 'whatsapp',
      recipient: '+919876543210',
      status: 'read',
      error: '',
      maybeTwice: false,
      readAt: clock.now().toISOString(),
      subject: '',
      resendOf: null,
      sentAgainBy: null,
    });
    expect(list.find((m) => m.id === whatsapp).text).toMatch(/^Hi Asha, your booking ORD-TEST is confirmed/);
    expect(list.find((m) => m.id === email)).toMatchObject({
      channel: 'email',
      recipient: 'asha@example.com',
      status: 'failed',
      error: 'The mail server refused the address',
      failedAt: clock.now().toISOString(),
      subject: 'Your booking is confirmed',
    });
    expect(list.find((m) => m.id === reminder)).toMatchObject({ status: 'queued', sentAt: null, dueAt: later(24 * 60).toISOString() });
    expect(list.find((m) => m.id === twice)).toMatchObject({ maybeTwice: true, status: 'delivered' });
    expect(list.find((m) => m.id === skipped)).toMatchObject({ status: 'skipped', error: 'the booking was cancelled' });
  });

  it('shows a new status at the next read: what the page polls', async () => {
    const id = await booking();
    const m = await addMessage(h.db, clock.now(), { bookingId: id, status: 'sent' });
    expect((await as('front', 'bookingMessages', { bookingId: id })).body.messages[0].status).toBe('sent');
    await setStatus(h.db, m, 'delivered', clock.now());
    expect((await as('front', 'bookingMessages', { bookingId: id })).body.messages[0]).toMatchObject({
      status: 'delivered',
      deliveredAt: clock.now().toISOString(),
    });
  });

  it('refuses a missing, empty, huge or NUL-laden booking id, naming the field, and a repeated one', async () => {
    for (const bookingId of [undefined, '', 'x'.repeat(5000), 'bk\u0000x']) {
      const res = await as('front', 'bookingMessages', bookingId === undefined ? {} : { bookingId });
      // An empty parameter is read as none: required, as a missing one.
      expect(res.status, String(bookingId)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['bookingId']);
    }
    const id = await booking();
    const repeated = await app.request(`/v1/desk/bookings/messages?bookingId=${id}&bookingId=${id}`, {
      headers: { cookie: cookies.front },
    });
    expect(repeated.status).toBe(400);
  });

  it('is read again by the page on its own: that does not keep a session alive past the idle half hour', async () => {
    const id = await booking();
    const cookie = await sessionCookie(h.db, staff.front.id, clock.now());
    for (let minute = 5; minute <= 25; minute += 5) {
      clock.advance(5 * 60_000);
      expect((await deskCall(app, 'bookingMessages', { bookingId: id }, { cookie })).status, `after ${minute} minutes`).toBe(200);
    }
    clock.advance(6 * 60_000);
    expect((await deskCall(app, 'bookingMessages', { bookingId: id }, { cookie })).status).toBe(401);
  });

  it('is for those who read bookings: the editor is refused', async () => {
    const id = await booking();
    expect((await as('editor', 'bookingMessages', { bookingId: id })).status).toBe(403);
    for (const who of ['owner', 'manager', 'front'] as const)
      expect((await as(who, 'bookingMessages', { bookingId: id })).status).toBe(200);
  });
});

describe('Send again', () => {
  it('queues a copy of the content to the same recipient now, by whom, in the audit log; the list shows it first', async () => {
    const id = await booking();
    const [orderId] = (await h.db.query<{ order_id: string }>('select order_id from bookings where id = $1', [id])).map((r) => r.order_id);
    const m = await addMessage(h.db, clock.now(), { bookingId: id, kind: 'reminder', channel: 'email', status: 'delivered' });
    clock.advance(60_000);
    const res = await as('front', 'bookingMessageResend', { bookingId: id, messageId: m });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ResendResponse.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({ queued: true, message: 'The Reminder by E-mail to asha@example.com is queued to go again now.' });
    const [copy] = await copiesOf(h.db, m);
    expect(copy).toMatchObject({
      id: res.body.copyId,
      status: 'queued',
      kind: 'reminder',
      recipient: 'asha@example.com',
      created_by: staff.front.id,
      dedupe_key: null,
    });
    expect(copy.content).toEqual(contentOf('email', id));
    const [due] = await h.db.query<{ next_attempt_at: Date }>('select next_attempt_at from messages where id = $1', [copy.id]);
    expect(new Date(due.next_attempt_at).toISOString()).toBe(clock.now().toISOString());
    expect(res.body.messages[0]).toMatchObject({ id: copy.id, status: 'queued', resendOf: m, sentAgainBy: 'Farid Front' });
    const audit = await auditOf(h.db, `action = 'booking.resend-message' and target = $1`, [`booking:${id}`]);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_id: staff.front.id,
      after: { orderId, messageId: m, copyId: copy.id, kind: 'reminder', channel: 'email', recipient: 'asha@example.com' },
    });
  });

  it('while its copy is still queued, answers that copy again (a double press, a colleague), and queues none', async () => {
    const id = await booking();
    const m = await addMessage(h.db, clock.now(), { bookingId: id, status: 'failed', error: 'timed out' });
    const first = await as('front', 'bookingMessageResend', { bookingId: id, messageId: m });
    const again = await as('manager', 'bookingMessageResend', { bookingId: id, messageId: m });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ queued: false, copyId: first.body.copyId });
    expect(again.body.message).toMatch(/already on its way: it goes once/);
    expect(await copiesOf(h.db, m)).toHaveLength(1);
    expect(await auditOf(h.db, `action = 'booking.resend-message' and target = $1`, [`booking:${id}`])).toHaveLength(1);
    // Sending: still on its way.
    await setStatus(h.db, first.body.copyId, 'sending', clock.now());
    expect((await as('front', 'bookingMessageResend', { bookingId: id, messageId: m })).body).toMatchObject({ queued: false });
    // Once the copy went, a further press queues a further copy, of the first message's line.
    await setStatus(h.db, first.body.copyId, 'sent', clock.now());
    const third = await as('front', 'bookingMessageResend', { bookingId: id, messageId: first.body.copyId });
    expect(third.body.queued).toBe(true);
    expect((await copiesOf(h.db, m)).map((c) => c.id)).toEqual([first.body.copyId, third.body.copyId]);
    expect(await copiesOf(h.db, first.body.copyId)).toEqual([]);
  });

  it('is refused (409) for a message still on its way, and changes nothing', async () => {
    const id = await booking();
    for (const status of ['queued', 'sending'] as const) {
      const m = await addMessage(h.db, clock.now(), { bookingId: id, status });
      const before = await databaseDigest(h.db, ['audit_log']);
      const res = await as('front', 'bookingMessageResend', { bookingId: id, messageId: m });
      expect(res).toMatchObject({ status: 409, body: { success: false, message: STILL_ON_ITS_WAY } });
      expect(await databaseDigest(h.db, ['audit_log'])).toEqual(before);
    }
  });

  it('two colleagues and a double click at once queue one copy', async () => {
    const id = await booking();
    const m = await addMessage(h.db, clock.now(), { bookingId: id, status: 'delivered' });
    // The message's row is held meanwhile (a webhook updating it): the presses wait for it, then go on together.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = h.db.transaction(async (tx) => {
      await tx.query('select id from messages where id = $1 for update', [m]);
      await released;
    });
    const presses = Promise.all(
      (['front', 'front', 'manager', 'owner'] as const).map((who) => as(who, 'bookingMessageResend', { bookingId: id, messageId: m })),
    );
    await sessionsWaitingOnLocks(h.db, 4);
    release();
    await held;
    const answers = await presses;
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const copies = await copiesOf(h.db, m);
    expect(copies).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.copyId))).toEqual(new Set([copies[0].id]));
    expect(answers.filter((a) => a.body.queued)).toHaveLength(1);
    expect(await auditOf(h.db, `action = 'booking.resend-message' and target = $1`, [`booking:${id}`])).toHaveLength(1);
  });

  it('is for those who manage bookings: the editor is refused and nothing is queued', async () => {
    const id = await booking();
    const m = await addMessage(h.db, clock.now(), { bookingId: id, status: 'sent' });
    const res = await as('editor', 'bookingMessageResend', { bookingId: id, messageId: m });
    expect(res.status).toBe(403);
    expect(await copiesOf(h.db, m)).toEqual([]);
    for (const who of ['manager', 'owner'] as const) {
      const ok = await as(who, 'bookingMessageResend', { bookingId: id, messageId: m });
      expect(ok.status, who).toBe(200);
    }
    expect(await copiesOf(h.db, m)).toHaveLength(1);
  });

  it("refuses another booking's message (404) and a message id of the wrong type, huge or absent (400), changing nothing", async () => {
    const id = await booking();
    const other = await booking();
    const theirs = await addMessage(h.db, clock.now(), { bookingId: other, status: 'sent' });
    const before = await databaseDigest(h.db, ['audit_log']);
    const foreign = await as('front', 'bookingMessageResend', { bookingId: id, messageId: theirs });
    expect(foreign).toMatchObject({ status: 404, body: { message: NO_SUCH_MESSAGE } });
    expect((await as('front', 'bookingMessageResend', { bookingId: 'no-such-booking', messageId: theirs })).status).toBe(404);
    expect((await as('front', 'bookingMessageResend', { bookingId: id, messageId: 999_999_999 })).status).toBe(404);
    for (const messageId of [String(theirs), 1.5, 0, -3, 2 ** 60, 1e300, null, true, {}, [theirs], undefined]) {
      const res = await as('front', 'bookingMessageResend', { bookingId: id, messageId });
      expect(res.status, JSON.stringify(messageId)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['messageId']);
    }
    for (const bookingId of ['', 'b'.repeat(10_000), 'bk\u0000', 42]) {
      const res = await as('front', 'bookingMessageResend', { bookingId, messageId: theirs });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['bookingId']);
    }
    const huge = await as('front', 'bookingMessageResend', {}, `{"bookingId":"${id}","messageId":${'9'.repeat(400)}}`);
    expect(huge.status).toBe(400);
    const nul = await as('front', 'bookingMessageResend', {}, `{"bookingId":"${id}\\u0000","messageId":${theirs}}`);
    expect(nul.status).toBe(400);
    expect(await databaseDigest(h.db, ['audit_log'])).toEqual(before);
  });
});
