import type { Queryable } from '../db/database.ts';
import { DEFAULT_MESSAGE_SETTINGS, settingsFromStored, type MessageSettings } from '../../src/lib/messages/messageSettings.ts';

/** The messages' settings, one desk_settings row (migration 023) as JSON; absent or unreadable: the defaults. */

export const MESSAGE_SETTINGS = 'messages';

export async function readMessageSettings(db: Queryable): Promise<MessageSettings> {
  const [row] = await db.query<{ value: unknown }>('select value from desk_settings where name = $1', [MESSAGE_SETTINGS]);
  return row ? settingsFromStored(row.value) : DEFAULT_MESSAGE_SETTINGS;
}

export interface MessageSettingsRow {
  settings: MessageSettings;
  /** When and by whom they were saved last; null while they are the defaults. */
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** The settings with who saved them last, for the desk's Settings. */
export async function readMessageSettingsRow(db: Queryable): Promise<MessageSettingsRow> {
  const [row] = await db.query<{ updated_at: Date | string; updated_by: string | null; name: string | null }>(
    `select d.updated_at, d.updated_by, s.name from desk_settings d left join staff s on s.id = d.updated_by where d.name = $1`,
    [MESSAGE_SETTINGS],
  );
  return {
    settings: await readMessageSettings(db),
    updatedAt: row?.updated_by ? new Date(row.updated_at) : null,
    updatedBy: row?.updated_by ? (row.name ?? null) : null,
  };
}

/**
 * Saves the settings in the caller's transaction and answers those they replace. The row is made
 * first when there is none (holding the defaults, as absent reads) and then locked, so that two
 * owners saving at once take turns, and each replaces what the other saved, never what both read.
 */
export async function saveMessageSettings(tx: Queryable, settings: MessageSettings, staffId: string, now: Date): Promise<MessageSettings> {
  await tx.query(`insert into desk_settings (name, value, updated_at) values ($1, $2::jsonb, $3) on conflict (name) do nothing`, [
    MESSAGE_SETTINGS,
    JSON.stringify(DEFAULT_MESSAGE_SETTINGS),
    now,
  ]);
  await tx.query('select name from desk_settings where name = $1 for update', [MESSAGE_SETTINGS]);
  const before = await readMessageSettings(tx);
  await tx.query(`update desk_settings set value = $2::jsonb, updated_at = $3, updated_by = $4 where name = $1`, [
    MESSAGE_SETTINGS,
    JSON.stringify(settings),
    now,
    staffId,
  ]);
  return before;
}
