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
