import type { Queryable } from '../../server/db/database.ts';
import { MESSAGE_SETTINGS } from '../../server/repo/messageSettings.ts';
import type { MessageContent } from '../../src/lib/messages/messageKinds.ts';
import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from '../../src/lib/messages/messageSettings.ts';

/** What the tests of the queued messages read and set: the outbox's rows and the owner's message settings. */

export interface QueuedRow {
  id: number;
  kind: string;
  channel: 'whatsapp' | 'email';
  recipient: string;
  booking_id: string | null;
  enquiry_id: number | null;
  dedupe_key: string | null;
  status: string;
  content: MessageContent;
}

const COLUMNS = 'id::int as id, kind, channel, recipient, booking_id, enquiry_id::int as enquiry_id, dedupe_key, status, content';

/** A booking's messages, in the order they were queued. */
export const messagesOf = (db: Queryable, bookingId: string): Promise<QueuedRow[]> =>
  db.query<QueuedRow>(`select ${COLUMNS} from messages where booking_id = $1 order by id`, [bookingId]);

/** Messages of one kind, in the order they were queued. */
export const messagesOfKind = (db: Queryable, kind: string): Promise<QueuedRow[]> =>
  db.query<QueuedRow>(`select ${COLUMNS} from messages where kind = $1 order by id`, [kind]);

/** The message of a kind on a channel, with its content's words: the WhatsApp text, or the e-mail's subject and text. */
export function one(rows: QueuedRow[], kind: string, channel: 'whatsapp' | 'email'): QueuedRow & { words: string } {
  const found = rows.filter((r) => r.kind === kind && r.channel === channel);
  if (found.length !== 1)
    throw new Error(`${found.length} ${kind} messages on ${channel}: ${JSON.stringify(rows.map((r) => [r.kind, r.channel]))}`);
  const c = found[0].content;
  return { ...found[0], words: c.channel === 'whatsapp' ? c.text : `${c.subject}\n${c.text}` };
}

/** The owner's message settings: the defaults with `change`. */
export async function setMessageSettings(db: Queryable, change: Partial<MessageSettings> = {}): Promise<void> {
  await db.query(`insert into desk_settings (name, value) values ($1, $2::jsonb) on conflict (name) do update set value = excluded.value`, [
    MESSAGE_SETTINGS,
    JSON.stringify({ ...DEFAULT_MESSAGE_SETTINGS, ...change }),
  ]);
}

/** A branch as the messages name it: the seeded theatre's branch. */
export async function branchOf(db: Queryable, theatreId: string) {
  const [row] = await db.query<{ name: string; address_line1: string; address_line2: string; map_url: string }>(
    `select l.name, l.address_line1, l.address_line2, l.map_url from theatres t join locations l on l.key = t.location_key where t.id = $1`,
    [theatreId],
  );
  return { ...row, line: `${row.name}, ${row.address_line1}, ${row.address_line2}` };
}

/** The booking's /my-booking link on `site`, by the token its messages carry (made with its first message). */
export const manageLinkOf = async (db: Queryable, bookingId: string, site: string): Promise<string> => {
  const [row] = await db.query<{ manage_token: string | null }>('select manage_token from bookings where id = $1', [bookingId]);
  if (!row?.manage_token) throw new Error(`booking ${bookingId} has no manage token`);
  return `${site}/my-booking?t=${row.manage_token}`;
};

export const orderIdOf = async (db: Queryable, bookingId: string): Promise<string> =>
  (await db.query<{ order_id: string }>('select order_id from bookings where id = $1', [bookingId]))[0].order_id;
