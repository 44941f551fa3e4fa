import type { Popup } from '../../src/lib/api/content.ts';
import type { Queryable } from '../db/database.ts';
import { getPopups } from '../repo/content.ts';

/** The offer popups (the home page's image popup and its LAST MINUTE OFFER bar), live and made live. */

export const livePopups = (db: Queryable): Promise<Popup[]> => getPopups(db);

export async function writeLivePopups(tx: Queryable, popups: readonly Popup[]): Promise<void> {
  await tx.query(`update content set value = $1::jsonb where key = 'popups'`, [JSON.stringify(popups)]);
}
