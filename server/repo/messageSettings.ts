import type { Queryable } from '../db/database.ts';
import { DEFAULT_MESSAGE_SETTINGS, MessageSettings } from '../../src/lib/messages/messageSettings.ts';

/** The messages' settings, one desk_settings row (migration 023) as JSON; absent or unreadable: the defaults. */

export const MESSAGE_SETTINGS = 'messages';

export async function readMessageSettings(db: Queryable): Promise<MessageSettings> {
  const [row] = await db.query<{ value: unknown }>('select value from desk_settings where name = $1', [MESSAGE_SETTINGS]);
  if (!row) return DEFAULT_MESSAGE_SETTINGS;
  const parsed = MessageSettings.safeParse(row.value);
  if (!parsed.success) return DEFAULT_MESSAGE_SETTINGS;
  // A kind added since the owner last saved is on, as by default.
  return { ...parsed.data, enabled: { ...DEFAULT_MESSAGE_SETTINGS.enabled, ...parsed.data.enabled } };
}
