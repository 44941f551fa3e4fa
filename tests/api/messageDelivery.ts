import { afterAll, beforeAll } from 'vitest';
import { IN_PROCESS_ORIGIN } from '../../server/app.ts';
import type { Database, Queryable } from '../../server/db/database.ts';
import { sandboxMessages, type MessagesConfig } from '../../server/messages/config.ts';
import { buildMessageSender } from '../../server/messages/messageSender.ts';
import { deliverDue, type OutboxDeps, type OutboxHooks } from '../../server/messages/outboxRound.ts';
import type { Fetch } from '../../server/payments/provider.ts';
import { queueMessage, type NewMessage } from '../../server/repo/messageQueue.ts';
import { startSmtpSink, type SmtpSink } from '../../server/sandbox/messages/routes.ts';
import type { EmailContent, MessageKind, WhatsAppContent } from '../../src/lib/messages/messageKinds.ts';
import { fillTemplate } from '../../src/lib/messages/whatsappTemplates.ts';
import { testClock } from './bookingFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * The outbox with the messages sandbox on one seeded database: the app (its WhatsApp sandbox, its
 * webhook), the sandbox's SMTP sink on a free port, a clock the test moves, and workers made on
 * demand, each with its own lease owner and, when the test says so, its own way to WhatsApp.
 */
export interface Messaging {
  h: Harness;
  db: Database;
  clock: ReturnType<typeof testClock>;
  sink: SmtpSink;
  config: MessagesConfig;
  /** Whether the sandbox's status webhooks reach the app. */
  webhooks: { on: boolean };
  /** The app itself, as a provider's network. */
  inProcess: Fetch;
  logs: string[];
  /** A worker: its own lease owner, and its own fetch (a provider that fails, hangs...). */
  worker(o?: WorkerOptions): OutboxDeps;
  /** One round of a worker (by default a fresh one over the app). */
  round(deps?: OutboxDeps, hooks?: OutboxHooks): Promise<number>;
  close(): Promise<void>;
}

export interface WorkerOptions {
  owner?: string;
  fetch?: Fetch;
  whatsappTimeoutMs?: number;
  /** Another SMTP server than the sandbox's sink. */
  smtpUrl?: string;
}

export async function openMessaging(start = new Date('2030-03-10T04:30:00Z'), db?: Database): Promise<Messaging> {
  const clock = testClock(start);
  const webhooks = { on: true };
  const h = await openHarness({ now: clock.now, db, app: { sandbox: { deliverMessageWebhooks: () => webhooks.on } } });
  const sink = await startSmtpSink({ db: h.db, now: clock.now });
  const config = sandboxMessages(IN_PROCESS_ORIGIN, sink.port);
  const inProcess: Fetch = (u, init) => Promise.resolve(h.app.fetch(new Request(u, init)));
  const logs: string[] = [];
  const senders: { close(): void }[] = [];
  let workers = 0;
  const worker = (o: WorkerOptions = {}): OutboxDeps => {
    const own = o.smtpUrl ? { ...config, mail: { ...config.mail, smtpUrl: o.smtpUrl } } : config;
    const sender = buildMessageSender(own, { fetch: o.fetch ?? inProcess, whatsappTimeoutMs: o.whatsappTimeoutMs });
    senders.push(sender);
    return { db: h.db, now: clock.now, sender, owner: o.owner ?? `test-worker-${++workers}`, log: (l) => logs.push(l) };
  };
  return {
    h,
    db: h.db,
    clock,
    sink,
    config,
    webhooks,
    inProcess,
    logs,
    worker,
    round: (deps = worker(), hooks) => deliverDue(deps, hooks),
    async close() {
      for (const s of senders) s.close();
      await sink.stop();
      await h.close();
    },
  };
}

/** The messaging of a test file: opened before its tests (filled in then), closed after them. */
export function messagingOfFile(): Messaging {
  const m = {} as Messaging;
  beforeAll(async () => void Object.assign(m, await openMessaging()));
  afterAll(() => m.close?.());
  return m;
}

/** A confirmation's parameters, with the customer's name first. */
export const confirmationParams = (name: string, orderId = 'ORD-1001') => [
  name,
  orderId,
  'Aurora',
  'Madhapur, Plot 12, Hyderabad',
  'Tue, 12 Mar 2030',
  '09:00 to 12:00',
  '₹750',
  '₹1,398',
  'https://maps.example/aurora',
];

export function whatsappContent(params = confirmationParams('Asha')): WhatsAppContent {
  return {
    channel: 'whatsapp',
    template: 'booking_confirmed_v1',
    language: 'en',
    params,
    text: fillTemplate('booking_confirmed_v1', params)!,
  };
}

/** A confirmation on WhatsApp to a customer of that name. */
export const confirmation = (name: string): WhatsAppContent => whatsappContent(confirmationParams(name));

export function emailContent(o: Partial<EmailContent> = {}): EmailContent {
  return {
    channel: 'email',
    subject: 'Your booking ORD-1001 is confirmed',
    text: 'Hi Asha, your booking ORD-1001 is confirmed.',
    html: '<p>Hi Asha, your booking <b>ORD-1001</b> is confirmed.</p>',
    attachments: [],
    ...o,
  };
}

/** Queues one message in its own transaction (as a change would); answers its id. */
export async function queue(db: Database, m: Partial<NewMessage> & { content: NewMessage['content'] }, now: Date): Promise<number> {
  const kind: MessageKind = m.kind ?? 'booking-confirmed';
  const recipient = m.recipient ?? (m.content.channel === 'whatsapp' ? '+919876543210' : 'asha@example.com');
  const id = await db.transaction((tx) => queueMessage(tx, { ...m, kind, recipient }, now));
  if (id === undefined) throw new Error('the message was not queued');
  return id;
}

export interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  maybe_twice: boolean;
  error: string;
  provider_id: string | null;
  next_attempt_at: Date;
}

export async function outboxRow(db: Queryable, id: number): Promise<OutboxRow> {
  const [row] = await db.query<OutboxRow>(
    'select id, status, attempts, maybe_twice, error, provider_id, next_attempt_at from messages where id = $1',
    [id],
  );
  return { ...row, id: Number(row.id), next_attempt_at: new Date(row.next_attempt_at) };
}

/** What the sandbox received for our message `id` on WhatsApp (its biz_opaque_callback_data), oldest first. */
export async function whatsappReceived(db: Queryable, id: number) {
  return db.query<{ id: number; recipient: string; body: string; provider_id: string; status: string }>(
    `select id, recipient, body, provider_id, status from sandbox_messages where channel = 'whatsapp' and callback_data = $1 order by id`,
    [String(id)],
  );
}

/** A fetch to the app that answers `status` with `body` instead, for the calls `when` picks. */
export function answering(inProcess: Fetch, status: number, body: unknown, when: () => boolean = () => true): Fetch {
  return async (u, init) =>
    when() ? new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }) : inProcess(u, init);
}
