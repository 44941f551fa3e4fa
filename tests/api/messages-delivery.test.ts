import { describe, expect, it } from 'vitest';
import { queueMessage } from '../../server/repo/messageQueue.ts';
import { invoiceByToken, invoiceTokenOf } from '../../server/repo/invoices.ts';
import { DUE_SQL, type OutboxMessage } from '../../server/repo/outbox.ts';
import { BY_PROVIDER_SQL } from '../../server/repo/outboxStatus.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, createBooking, newToken } from './bookingFixtures.ts';
import { sessionsWaitingOnLocks } from './harness.ts';
import {
  confirmationParams,
  emailContent,
  messagingOfFile,
  outboxRow,
  queue,
  whatsappContent,
  whatsappReceived,
} from './messageDelivery.ts';

/**
 * The outbox's worker on the messages sandbox: a message exists only if the change it tells of
 * commits, goes out once however many workers run, and reaches the customer as written (WhatsApp's
 * template filled in, the e-mail with its invoice), in any script.
 */

const m = messagingOfFile();

let day = 1;

/** A booking confirmed as settlement leaves it (its payment recorded), for `userName`; answers its id and order id. */
async function paidBooking(userName: string): Promise<{ bookingId: string; orderId: string }> {
  const date = addDays(istToday(m.clock.now()), day++);
  const bookingId = await createBooking(m.h, await newToken(m.h), addBookingBody(date, { userName }));
  await m.db.query(
    `update bookings set status = 'booking-confirmed', amount_paid = advance_payment, payment_type = 'advance' where id = $1`,
    [bookingId],
  );
  const [row] = await m.db.query<{ order_id: string }>('select order_id from bookings where id = $1', [bookingId]);
  return { bookingId, orderId: row.order_id };
}

describe('a message in the transaction of its change', () => {
  it('is never sent when the change rolls back, and is sent when it commits', async () => {
    const rolledBack = whatsappContent(confirmationParams('Rolled Back'));
    await expect(
      m.db.transaction(async (tx) => {
        await queueMessage(tx, { kind: 'booking-confirmed', recipient: '+919876500001', content: rolledBack }, m.clock.now());
        throw new Error('the booking could not be saved');
      }),
    ).rejects.toThrow('the booking could not be saved');
    const kept = await queue(
      m.db,
      { content: whatsappContent(confirmationParams('Committed')), recipient: '+919876500002' },
      m.clock.now(),
    );

    await m.round();

    expect((await outboxRow(m.db, kept)).status).toBe('sent');
    expect(await whatsappReceived(m.db, kept)).toHaveLength(1);
    const anyRolledBack = await m.db.query(`select 1 from sandbox_messages where body like '%Rolled Back%'`);
    expect(anyRolledBack).toHaveLength(0);
    expect(await m.db.query(`select 1 from messages where recipient = '+919876500001'`)).toHaveLength(0);
  });
});

describe('a WhatsApp message', () => {
  it('reaches the number as the approved template filled in, and keeps the wamid WhatsApp answered', async () => {
    const content = whatsappContent(confirmationParams('Meera', 'ORD-2001'));
    const id = await queue(m.db, { content, recipient: '+919876500003' }, m.clock.now());
    await m.round();
    const [received] = await whatsappReceived(m.db, id);
    expect(received.recipient).toBe('+919876500003');
    expect(received.body).toBe(content.text);
    expect(received.body).toContain('your booking ORD-2001 is confirmed');
    const row = await outboxRow(m.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, maybe_twice: false, error: '', provider_id: received.provider_id });
    expect(row.provider_id).toMatch(/^wamid\./);
  });
});

describe.each([
  ['Telugu', 'రవి కుమార్'],
  ['Hindi', 'अनीता शर्मा'],
])('a customer with a %s name', (_script, name) => {
  it('reads it on WhatsApp as written', async () => {
    const content = whatsappContent(confirmationParams(name, 'ORD-3001'));
    const id = await queue(m.db, { content }, m.clock.now());
    await m.round();
    const [received] = await whatsappReceived(m.db, id);
    expect(received.body.startsWith(`Hi ${name}, your booking ORD-3001`)).toBe(true);
    expect(received.body).toBe(content.text);
  });

  it('reads it in the e-mail, which carries the invoice PDF, as mailparser reads the mail back', async () => {
    const { bookingId, orderId } = await paidBooking(name);
    const content = emailContent({
      subject: `${name}, your booking ${orderId} is confirmed`,
      text: `Hi ${name}, your booking ${orderId} is confirmed.\nSee you at Aurora.`,
      html: `<p>Hi ${name}, your booking <b>${orderId}</b> is confirmed.</p>`,
      attachments: [{ kind: 'invoice', bookingId }],
    });
    const recipient = `guest.${bookingId.slice(-6)}@example.com`;
    const id = await queue(m.db, { content, recipient, bookingId }, m.clock.now());
    await m.round();

    const row = await outboxRow(m.db, id);
    expect(row).toMatchObject({ status: 'sent', provider_id: `<message-${id}@sandbox.localhost>` });
    const [mail] = await m.db.query<{ recipient: string; subject: string; body: string; html: string; attachments: any }>(
      `select recipient, subject, body, html, attachments from sandbox_messages where provider_id = $1`,
      [row.provider_id],
    );
    expect(mail.recipient).toBe(recipient);
    expect(mail.subject).toBe(content.subject);
    expect(mail.body.trim()).toBe(content.text);
    expect(mail.html).toContain(`Hi ${name}`);
    // The invoice the worker made for the paid booking, attached whole.
    const invoice = await invoiceByToken(m.db, (await invoiceTokenOf(m.db, bookingId))!);
    const attachments = typeof mail.attachments === 'string' ? JSON.parse(mail.attachments) : mail.attachments;
    expect(attachments).toEqual([{ filename: `invoice-${orderId}.pdf`, size: invoice!.pdf.byteLength }]);
  });
});

describe('several workers on one database', () => {
  it('send each of many messages exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const content = i % 3 === 0 ? emailContent({ subject: `Race ${i}` }) : whatsappContent(confirmationParams(`Race ${i}`));
      ids.push(
        await queue(
          m.db,
          { content, recipient: content.channel === 'email' ? `race${i}@example.com` : `+9198765100${10 + i}` },
          m.clock.now(),
        ),
      );
    }
    const workers = [m.worker({ owner: 'server-a' }), m.worker({ owner: 'server-b' }), m.worker({ owner: 'server-c' })];
    // The outbox is locked meanwhile (as by a long change): the workers' first claims wait for it and
    // then go on together, when each would take the first due message but for the claim's row lock.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const locked = m.db.transaction(async (tx) => {
      await tx.query('lock table messages in exclusive mode');
      await released;
    });
    const rounds = Promise.all(workers.map((w) => m.round(w)));
    await sessionsWaitingOnLocks(m.db, workers.length);
    release();
    await locked;
    const handled = await rounds;
    expect(handled.reduce((a, b) => a + b)).toBe(ids.length);
    for (const id of ids) {
      const row = await outboxRow(m.db, id);
      expect(row, `message ${id}`).toMatchObject({ status: 'sent', attempts: 1, maybe_twice: false });
    }
    const whatsapp = ids.filter((_, i) => i % 3 !== 0);
    for (const id of whatsapp) expect(await whatsappReceived(m.db, id), `message ${id}`).toHaveLength(1);
    const mails = await m.db.query(`select 1 from sandbox_messages where channel = 'email' and subject like 'Race %'`);
    expect(mails).toHaveLength(4);
  });
});

describe("the round's hooks", () => {
  it('queues what came due before it, and skips a message that is no longer true with the reason given', async () => {
    const seen: Date[] = [];
    const skipped = await queue(m.db, { content: whatsappContent(confirmationParams('Cancelled Before')) }, m.clock.now());
    const sent = await queue(m.db, { content: whatsappContent(confirmationParams('Still Due')) }, m.clock.now());
    const asked: OutboxMessage[] = [];
    await m.round(m.worker(), {
      beforeRound: async (now) => void seen.push(now),
      skipReason: async (_db, msg) => {
        asked.push(msg);
        return msg.id === skipped ? 'the booking was cancelled before it went' : undefined;
      },
    });
    expect(seen).toEqual([m.clock.now()]);
    expect(asked.map((a) => a.id)).toEqual(expect.arrayContaining([skipped, sent]));
    expect(await outboxRow(m.db, skipped)).toMatchObject({ status: 'skipped', error: 'the booking was cancelled before it went' });
    expect(await whatsappReceived(m.db, skipped)).toHaveLength(0);
    expect((await outboxRow(m.db, sent)).status).toBe('sent');
  });

  it('goes on when queueing before it fails, and tries a message again when deciding whether to skip it fails', async () => {
    const id = await queue(m.db, { content: whatsappContent(confirmationParams('Hook Failed')) }, m.clock.now());
    await m.round(m.worker(), {
      beforeRound: async () => {
        throw new Error('reminders could not be read');
      },
      skipReason: async () => {
        throw new Error('the booking could not be read');
      },
    });
    const row = await outboxRow(m.db, id);
    expect(row).toMatchObject({ status: 'queued', maybe_twice: false });
    expect(row.error).toContain('the booking could not be read');
    expect(await whatsappReceived(m.db, id)).toHaveLength(0);
    expect(m.logs.join('\n')).toContain('reminders could not be read');
    m.clock.set(row.next_attempt_at);
    await m.round();
    expect((await outboxRow(m.db, id)).status).toBe('sent');
  });
});

describe("the worker's and the webhook's lookups", () => {
  /** The index scans of the plan the database would run `sql` by. */
  async function indexesOf(sql: string, params: unknown[]): Promise<string[]> {
    const [row] = await m.db.query<Record<string, unknown>>(`explain (format json) ${sql}`, params);
    const raw = Object.values(row)[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];
    return nodes(plan[0].Plan)
      .filter((n) => n['Index Name'])
      .map((n) => n['Index Name']!);
  }
  interface PlanNode {
    'Index Name'?: string;
    Plans?: PlanNode[];
  }

  it("read migration 033's indexes among many messages already sent", async () => {
    const now = m.clock.now();
    await m.db.query(
      `insert into messages (kind, channel, recipient, content, status, next_attempt_at, created_at, updated_at, give_up_at, provider_id)
       select 'reminder', 'whatsapp', '+919876543210', '{}'::jsonb, 'read', $1, $1, $1, $1, 'wamid.bulk-' || g from generate_series(1, 5000) g`,
      [now],
    );
    await m.db.query('analyze messages');
    expect(await indexesOf(DUE_SQL, [now])).toEqual(['messages_due']);
    expect(await indexesOf(BY_PROVIDER_SQL, ['wamid.bulk-77'])).toEqual(['messages_provider']);
  });
});
