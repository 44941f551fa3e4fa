import type { Popup } from '../../src/lib/api/content.ts';
import type { Queryable } from '../db/database.ts';
import { getPopups } from '../repo/content.ts';
import type { DraftChange } from './snapshot.ts';

/** The offer popups (the home page's image popup and its LAST MINUTE OFFER bar): live, with drafts laid over, and made live. */

export type PopupFields = Omit<Popup, '_id'>;

export const livePopups = (db: Queryable): Promise<Popup[]> => getPopups(db);

export function popupsWithChanges(live: readonly Popup[], changes: readonly DraftChange[]): Popup[] {
  return live.map((p) => {
    const change = changes.find((c) => c.kind === 'popup' && c.recordId === p._id);
    return change?.data ? { ...p, ...(change.data as unknown as PopupFields) } : p;
  });
}

export async function popupsInView(db: Queryable, changes: readonly DraftChange[] = []): Promise<Popup[]> {
  return popupsWithChanges(await livePopups(db), changes);
}

export async function writeLivePopups(tx: Queryable, popups: readonly Popup[]): Promise<void> {
  await tx.query(`update content set value = $1::jsonb where key = 'popups'`, [JSON.stringify(popups)]);
}
