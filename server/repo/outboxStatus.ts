import type { Queryable } from '../db/database.ts';
import type { MessageStatus } from '../../src/lib/messages/messageKinds.ts';
import { storedError } from './outbox.ts';

/**
 * What WhatsApp's status webhooks say about a message, applied only forward: sent, then delivered,
 * then read; failed only before delivered. A replayed, late or out-of-order status changes nothing.
 * Delivered and read also follow a message we marked failed or skipped: the customer has it (a
 * hand-over whose answer we never had got through after all).
 */

export type ProviderStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** The statuses each reported one may follow (fixed strings, so they are written into the SQL). */
const FOLLOWS: Record<ProviderStatus, MessageStatus[]> = {
  sent: ['queued', 'sending'],
  delivered: ['queued', 'sending', 'sent', 'failed', 'skipped'],
  read: ['queued', 'sending', 'sent', 'delivered', 'failed', 'skipped'],
  failed: ['queued', 'sending', 'sent'],
};

const inList = (statuses: MessageStatus[]) => statuses.map((s) => `'${s}'`).join(', ');

/** A WhatsApp message by the provider's id: reads the index messages_provider. */
export const BY_PROVIDER_SQL = `select id from messages where provider_id = $1 and channel = 'whatsapp' limit 1`;

/** The WhatsApp message a status names: by the provider's id, else by our id (biz_opaque_callback_data). */
async function findMessage(db: Queryable, providerId: string, ourId: number | undefined): Promise<number | undefined> {
  const [byProvider] = await db.query<{ id: number | string }>(BY_PROVIDER_SQL, [providerId]);
  if (byProvider) return Number(byProvider.id);
  if (ourId === undefined) return undefined;
  const [byOurs] = await db.query<{ id: number | string }>(`select id from messages where id = $1 and channel = 'whatsapp'`, [ourId]);
  return byOurs ? Number(byOurs.id) : undefined;
}

/**
 * Applies one status; answers whether it changed the message (false: unknown, or not forward).
 * `error`: what a failed one says, in words a person reads.
 */
export async function applyProviderStatus(
  db: Queryable,
  s: { providerId: string; ourId?: number; status: ProviderStatus; error?: string },
  now: Date,
): Promise<boolean> {
  const id = await findMessage(db, s.providerId, s.ourId);
  if (id === undefined) return false;
  const failed = s.status === 'failed';
  const rows = await db.query(
    `update messages set status = $2, provider_id = coalesce(provider_id, $3), updated_at = $4,
       sent_at = case when $5 then sent_at else coalesce(sent_at, $4) end,
       delivered_at = case when $2 in ('delivered', 'read') then coalesce(delivered_at, $4) else delivered_at end,
       read_at = case when $2 = 'read' then coalesce(read_at, $4) else read_at end,
       failed_at = case when $5 then coalesce(failed_at, $4) else failed_at end,
       error = case when $5 then $6 else '' end
     where id = $1 and status in (${inList(FOLLOWS[s.status])}) returning id`,
    [id, s.status, storedError(s.providerId), now, failed, storedError(s.error ?? '')],
  );
  return rows.length > 0;
}
