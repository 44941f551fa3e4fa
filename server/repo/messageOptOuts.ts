import type { Queryable } from '../db/database.ts';
import type { MessageChannel } from '../../src/lib/messages/messageKinds.ts';

/**
 * Who asked for no more reminders (migration 033's message_opt_outs): a WhatsApp number that sent
 * STOP, until it sends START; an e-mail address whose stop link was confirmed. By channel and address.
 */

/** Records that `address` ('+91…' or an e-mail address) wants no more reminders; a second stop keeps the first's time. */
export async function optOut(db: Queryable, channel: MessageChannel, address: string, now: Date): Promise<void> {
  await db.query(
    `insert into message_opt_outs (channel, address, source, at) values ($1, $2, $1, $3)
     on conflict (channel, address) do nothing`,
    [channel, address, now],
  );
}

/** `address` wants reminders again (START on WhatsApp). */
export async function optBackIn(db: Queryable, channel: MessageChannel, address: string): Promise<void> {
  await db.query('delete from message_opt_outs where channel = $1 and address = $2', [channel, address]);
}

/** How `address` asked for no more reminders on `channel` ('whatsapp' or 'email'), if it did. */
export async function optOutOf(db: Queryable, channel: MessageChannel, address: string): Promise<{ source: string } | undefined> {
  const [out] = await db.query<{ source: string }>('select source from message_opt_outs where channel = $1 and address = $2', [
    channel,
    address,
  ]);
  return out;
}

/** Which of these channel and address pairs asked for no more reminders, in one read. */
export async function optedOutAmong(
  db: Queryable,
  pairs: { channel: string; address: string }[],
): Promise<{ channel: string; address: string }[]> {
  return db.query<{ channel: string; address: string }>(
    `select channel, address from message_opt_outs
     where (channel, address) in (select * from unnest($1::text[], $2::text[]))`,
    [pairs.map((p) => p.channel), pairs.map((p) => p.address)],
  );
}
