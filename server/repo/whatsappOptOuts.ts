import type { Queryable } from '../db/database.ts';

/**
 * A customer's STOP and START on WhatsApp (migration 033's message_opt_outs): a number that sent
 * STOP gets no more reminders until it sends START.
 */

/** Records that `address` ('+91…') wants no more reminders; a second STOP keeps the first's time. */
export async function optOutOfWhatsApp(db: Queryable, address: string, now: Date): Promise<void> {
  await db.query(
    `insert into message_opt_outs (channel, address, source, at) values ('whatsapp', $1, 'whatsapp', $2)
     on conflict (channel, address) do nothing`,
    [address, now],
  );
}

/** `address` wants reminders again. */
export async function optBackIntoWhatsApp(db: Queryable, address: string): Promise<void> {
  await db.query(`delete from message_opt_outs where channel = 'whatsapp' and address = $1`, [address]);
}
