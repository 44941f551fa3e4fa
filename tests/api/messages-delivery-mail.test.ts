import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_SETTINGS } from '../../src/lib/messages/messageSettings.ts';
import { LEASE_MS } from '../../server/messages/outboxRound.ts';
import { MESSAGE_SETTINGS } from '../../server/repo/messageSettings.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { waitFor } from '../support/waitFor.ts';
import { addBookingBody, createBooking, newToken } from './bookingFixtures.ts';
import { emailContent, messagingOfFile, outboxRow, queue } from './messageDelivery.ts';

/**
 * E-mail over real SMTP: what the mail carries (its parts, the invoice, the sender's name, a
 * Message-ID that is the same on every hand-over, the one-click unsubscribe headers), and what the
 * mail server's answers do to it: a 5xx fails it, a 4xx, a refused login or no server retries it.
 */

const m = messagingOfFile();

/**
 * A mail server of the test's: it refuses refused@… (550) and busy@… (451), keeps every other mail
 * as it arrived, and, while `holding.on`, holds its answers until the test lets them go.
 */
interface TestServer {
  url: string;
  mails: ParsedMail[];
  holding: { on: boolean };
  held: (() => void)[];
  stop(): Promise<void>;
}

async function startTestServer(): Promise<TestServer> {
  const mails: ParsedMail[] = [];
  const held: (() => void)[] = [];
  const holding = { on: false };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _s, cb) => cb(null, { user: auth.username }),
    onRcptTo(address, _s, cb) {
      if (address.address.startsWith('refused@'))
        return cb(Object.assign(new Error('5.1.1 <refused@example.com>: mailbox unavailable'), { responseCode: 550 }));
      if (address.address.startsWith('busy@')) return cb(Object.assign(new Error('4.3.2 Try again later'), { responseCode: 451 }));
      cb();
    },
    onData(stream, _session, cb) {
      simpleParser(stream).then((mail) => {
        mails.push(mail);
        if (holding.on) held.push(() => cb());
        else cb();
      }, cb);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://mailer:pw@127.0.0.1:${port}`,
    mails,
    holding,
    held,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const lastMailTo = (to: string) => server.mails.findLast((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === to);

describe('an e-mail', () => {
  it("carries its text and HTML, the owner's sender name, and a Message-ID made from the message's id", async () => {
    await m.db.query(
      `insert into desk_settings (name, value) values ($1, $2::jsonb) on conflict (name) do update set value = excluded.value`,
      [MESSAGE_SETTINGS, JSON.stringify({ ...DEFAULT_MESSAGE_SETTINGS, senderName: 'Cine Celebrations Madhapur' })],
    );
    const content = emailContent({
      subject: 'Your booking ORD-5001 is confirmed',
      html: '<p>Your booking <b>ORD-5001</b> is confirmed.</p>',
    });
    const id = await queue(m.db, { content, recipient: 'parts@example.com' }, m.clock.now());
    await m.round(m.worker({ smtpUrl: server.url }));

    const mail = lastMailTo('parts@example.com')!;
    expect(mail.subject).toBe(content.subject);
    expect(mail.text?.trim()).toBe(content.text);
    expect(mail.html).toContain('<b>ORD-5001</b>');
    expect(mail.from?.value).toEqual([{ name: 'Cine Celebrations Madhapur', address: 'bookings@sandbox.localhost' }]);
    expect(mail.messageId).toBe(`<message-${id}@sandbox.localhost>`);
    expect(mail.headers.has('list')).toBe(false);
    expect(await outboxRow(m.db, id)).toMatchObject({ status: 'sent', provider_id: mail.messageId });
    await m.db.query('delete from desk_settings where name = $1', [MESSAGE_SETTINGS]);
  });

  it('that stops reminders says so in the List-Unsubscribe headers, for one-click unsubscribe', async () => {
    const unsubscribeUrl = 'https://cinecelebrations.example/v1/theatre/messages/stop?token=abc';
    await queue(m.db, { content: emailContent({ unsubscribeUrl }), recipient: 'reminded@example.com', kind: 'reminder' }, m.clock.now());
    await m.round(m.worker({ smtpUrl: server.url }));
    const mail = lastMailTo('reminded@example.com')!;
    // mailparser reads the List-* headers into one: List-Unsubscribe's <url>, List-Unsubscribe-Post's value.
    expect(mail.headers.get('list')).toEqual({
      unsubscribe: { url: unsubscribeUrl },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    });
  });

  it('waits for its invoice while the booking is not paid, and goes with it once it is', async () => {
    const bookingId = await createBooking(m.h, await newToken(m.h), addBookingBody(addDays(istToday(m.clock.now()), 20)));
    const id = await queue(
      m.db,
      { content: emailContent({ attachments: [{ kind: 'invoice', bookingId }] }), recipient: 'invoice@example.com', bookingId },
      m.clock.now(),
    );
    await m.round(m.worker({ smtpUrl: server.url }));
    const row = await outboxRow(m.db, id);
    expect(row.status).toBe('queued');
    expect(row.error).toMatch(/^Waiting: the invoice of \S+ cannot be made yet: Booking \S+ has no confirmed payment to invoice\.$/);
    expect(lastMailTo('invoice@example.com')).toBeUndefined();

    await m.db.query(
      `update bookings set status = 'booking-confirmed', amount_paid = advance_payment, payment_type = 'advance' where id = $1`,
      [bookingId],
    );
    m.clock.set(row.next_attempt_at);
    await m.round(m.worker({ smtpUrl: server.url }));
    const mail = lastMailTo('invoice@example.com')!;
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [expect.stringMatching(/^invoice-.+\.pdf$/), 'application/pdf'],
    ]);
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await outboxRow(m.db, id)).status).toBe('sent');
  });
});

describe("the mail server's answer", () => {
  it('5xx fails the message at once with its words; 4xx queues it again', async () => {
    const refused = await queue(m.db, { content: emailContent(), recipient: 'refused@example.com' }, m.clock.now());
    const busy = await queue(m.db, { content: emailContent(), recipient: 'busy@example.com' }, m.clock.now());
    await m.round(m.worker({ smtpUrl: server.url }));
    const r = await outboxRow(m.db, refused);
    expect(r).toMatchObject({ status: 'failed', attempts: 1 });
    expect(r.error).toMatch(/^The mail server refused it: .*550 5\.1\.1 <refused@example\.com>: mailbox unavailable/);
    const b = await outboxRow(m.db, busy);
    expect(b).toMatchObject({ status: 'queued', attempts: 1 });
    expect(b.error).toMatch(/^The mail server could not take it now: .*451 4\.3\.2 Try again later/);
  });

  it('a refused login, or no server at all, queues it again', async () => {
    const sink = new URL(m.config.mail.smtpUrl);
    sink.password = 'not-the-sandbox-password';
    const login = await queue(m.db, { content: emailContent(), recipient: 'login@example.com' }, m.clock.now());
    await m.round(m.worker({ smtpUrl: sink.toString() }));
    expect(await outboxRow(m.db, login)).toMatchObject({
      status: 'queued',
      error: expect.stringMatching(/^The mail server refused our login: .*535/),
    });

    const closed = await startTestServer();
    await closed.stop();
    const nobody = await queue(m.db, { content: emailContent(), recipient: 'nobody@example.com' }, m.clock.now());
    await m.round(m.worker({ smtpUrl: closed.url }));
    expect(await outboxRow(m.db, nobody)).toMatchObject({
      status: 'queued',
      error: expect.stringMatching(/^The mail server could not be reached: /),
    });
  });
});

describe('an e-mail handed over again after a process stopped before the answer', () => {
  it('carries the same Message-ID, so that the mailbox shows it once', async () => {
    const id = await queue(m.db, { content: emailContent({ subject: 'Held once' }), recipient: 'held@example.com' }, m.clock.now());
    // The test's server has the mail and keeps the answer back: the worker waits as a stopped one would.
    server.holding.on = true;
    const first = m.round(m.worker({ smtpUrl: server.url }));
    await waitFor('the held mail', async () => (server.held.length === 1 ? true : undefined), 60, 20);
    server.holding.on = false;
    m.clock.advance(LEASE_MS);
    await m.round(m.worker({ smtpUrl: server.url }));
    expect(await outboxRow(m.db, id)).toMatchObject({ status: 'sent', attempts: 2, maybe_twice: true });
    const twice = server.mails.filter((mail) => mail.subject === 'Held once').map((mail) => mail.messageId);
    expect(twice).toEqual([`<message-${id}@sandbox.localhost>`, `<message-${id}@sandbox.localhost>`]);

    // The first worker's answer comes after all: the lease is no longer its, so nothing changes.
    server.held.pop()!();
    await first;
    expect(await outboxRow(m.db, id)).toMatchObject({ status: 'sent', attempts: 2, maybe_twice: true });
    expect(m.logs.join('\n')).toContain(`message ${id}: its lease ran out before its answer (accepted) was recorded`);
  });
});
