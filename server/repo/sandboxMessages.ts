import type { Queryable } from '../db/database.ts';

/**
 * What the messages sandbox received (migration 033's sandbox_messages), as the customer would
 * see it, with the status it last reported: accepted, then sent, delivered, read or failed for
 * WhatsApp; received for an e-mail.
 */

export interface SandboxAttachment {
  filename: string;
  size: number;
}

export interface SandboxMessage {
  id: number;
  channel: 'whatsapp' | 'email';
  recipient: string;
  subject: string;
  body: string;
  html: string;
  attachments: SandboxAttachment[];
  /** The wamid, or the e-mail's Message-ID. */
  providerId: string;
  /** WhatsApp's biz_opaque_callback_data: the merchant's own id of the message. */
  callbackData: string;
  status: string;
  receivedAt: Date;
}

interface Row {
  id: number | string;
  channel: 'whatsapp' | 'email';
  recipient: string;
  subject: string;
  body: string;
  html: string;
  attachments: unknown;
  provider_id: string;
  callback_data: string;
  status: string;
  received_at: Date | string;
}

const toMessage = (r: Row): SandboxMessage => ({
  id: Number(r.id),
  channel: r.channel,
  recipient: r.recipient,
  subject: r.subject,
  body: r.body,
  html: r.html,
  attachments: (typeof r.attachments === 'string' ? JSON.parse(r.attachments) : r.attachments) as SandboxAttachment[],
  providerId: r.provider_id,
  callbackData: r.callback_data,
  status: r.status,
  receivedAt: new Date(r.received_at),
});

export type NewSandboxMessage = Omit<SandboxMessage, 'id' | 'receivedAt'>;

/**
 * Stores one received message; answers it, or undefined when one with the same provider id is
 * stored already (an e-mail handed over again with its Message-ID: a mailbox shows it once).
 */
export async function storeReceived(db: Queryable, m: NewSandboxMessage, now: Date): Promise<SandboxMessage | undefined> {
  const [row] = await db.query<Row>(
    `insert into sandbox_messages (channel, recipient, subject, body, html, attachments, provider_id, callback_data, status, received_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10)
     on conflict (provider_id) do nothing returning *`,
    [m.channel, m.recipient, m.subject, m.body, m.html, JSON.stringify(m.attachments), m.providerId, m.callbackData, m.status, now],
  );
  return row && toMessage(row);
}

/** The latest `limit` messages, newest first. */
export async function latestReceived(db: Queryable, limit: number): Promise<SandboxMessage[]> {
  const rows = await db.query<Row>('select * from sandbox_messages order by id desc limit $1', [limit]);
  return rows.map(toMessage);
}

export async function findReceived(db: Queryable, id: number): Promise<SandboxMessage | undefined> {
  const [row] = await db.query<Row>('select * from sandbox_messages where id = $1', [id]);
  return row && toMessage(row);
}

export async function setReceivedStatus(db: Queryable, id: number, status: string): Promise<void> {
  await db.query('update sandbox_messages set status = $2 where id = $1', [id, status]);
}
