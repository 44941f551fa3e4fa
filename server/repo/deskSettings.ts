import type { Queryable } from '../db/database.ts';
import { DEFAULT_REFUND_WINDOW_HOURS } from '../../src/lib/desk/refundPolicy.ts';

/** The business's settings the owner changes at the desk (migration 023), one row a setting. */

const REFUND_WINDOW = 'refund_window_hours';

export interface SettingsRow {
  refundWindowHours: number;
  updatedAt: Date | null;
  /** The staff member's name who last changed it; null for the seeded value. */
  updatedBy: string | null;
}

export async function readSettings(db: Queryable): Promise<SettingsRow> {
  const [row] = await db.query<{ value: unknown; updated_at: Date | string; name: string | null; updated_by: string | null }>(
    `select d.value, d.updated_at, d.updated_by, s.name from desk_settings d left join staff s on s.id = d.updated_by where d.name = $1`,
    [REFUND_WINDOW],
  );
  const hours = typeof row?.value === 'number' ? row.value : Number(row?.value);
  return {
    refundWindowHours: Number.isInteger(hours) && hours >= 0 ? hours : DEFAULT_REFUND_WINDOW_HOURS,
    updatedAt: row?.updated_by ? new Date(row.updated_at) : null,
    updatedBy: row?.updated_by ? (row.name ?? null) : null,
  };
}

/** Sets the refund window, locking the row so two owners' changes take turns; answers the hours it had. */
export async function setRefundWindowHours(tx: Queryable, hours: number, staffId: string, now: Date): Promise<number> {
  const before = await tx.query<{ value: unknown }>('select value from desk_settings where name = $1 for update', [REFUND_WINDOW]);
  await tx.query(
    `insert into desk_settings (name, value, updated_at, updated_by) values ($1, $2::jsonb, $3, $4)
     on conflict (name) do update set value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [REFUND_WINDOW, JSON.stringify(hours), now, staffId],
  );
  const old = Number(before[0]?.value);
  return Number.isInteger(old) ? old : DEFAULT_REFUND_WINDOW_HOURS;
}
