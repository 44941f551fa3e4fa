import type { Queryable } from '../db/database.ts';
import { DEFAULT_REFUND_WINDOW_HOURS } from '../../src/lib/desk/refundPolicy.ts';
import { DEFAULT_RESCHEDULE_BEFORE_HOURS } from '../../src/lib/manage/selfServiceRules.ts';

/** The business's settings the owner changes at the desk (migration 023), one row a setting. */

const REFUND_WINDOW = 'refund_window_hours';
const RESCHEDULE_BEFORE = 'reschedule_before_hours';

export interface SettingsRow {
  refundWindowHours: number;
  /** Customers reschedule their own booking up to this many hours before its slot. */
  rescheduleBeforeHours: number;
  updatedAt: Date | null;
  /** The staff member's name who last changed the refund window; null for the seeded value. */
  updatedBy: string | null;
  /** The same of the reschedule window. */
  rescheduleUpdatedAt: Date | null;
  rescheduleUpdatedBy: string | null;
}

interface HoursRow {
  hours: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

async function readHours(db: Queryable, name: string, fallback: number): Promise<HoursRow> {
  const [row] = await db.query<{ value: unknown; updated_at: Date | string; name: string | null; updated_by: string | null }>(
    `select d.value, d.updated_at, d.updated_by, s.name from desk_settings d left join staff s on s.id = d.updated_by where d.name = $1`,
    [name],
  );
  const hours = typeof row?.value === 'number' ? row.value : Number(row?.value);
  return {
    hours: Number.isInteger(hours) && hours >= 0 ? hours : fallback,
    updatedAt: row?.updated_by ? new Date(row.updated_at) : null,
    updatedBy: row?.updated_by ? (row.name ?? null) : null,
  };
}

export async function readSettings(db: Queryable): Promise<SettingsRow> {
  const refund = await readHours(db, REFUND_WINDOW, DEFAULT_REFUND_WINDOW_HOURS);
  const reschedule = await readHours(db, RESCHEDULE_BEFORE, DEFAULT_RESCHEDULE_BEFORE_HOURS);
  return {
    refundWindowHours: refund.hours,
    rescheduleBeforeHours: reschedule.hours,
    updatedAt: refund.updatedAt,
    updatedBy: refund.updatedBy,
    rescheduleUpdatedAt: reschedule.updatedAt,
    rescheduleUpdatedBy: reschedule.updatedBy,
  };
}

/** Sets an hours setting, locking its row so two owners' changes take turns; answers the hours it had. */
async function setHours(tx: Queryable, name: string, fallback: number, hours: number, staffId: string, now: Date): Promise<number> {
  const before = await tx.query<{ value: unknown }>('select value from desk_settings where name = $1 for update', [name]);
  await tx.query(
    `insert into desk_settings (name, value, updated_at, updated_by) values ($1, $2::jsonb, $3, $4)
     on conflict (name) do update set value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [name, JSON.stringify(hours), now, staffId],
  );
  const old = Number(before[0]?.value);
  return Number.isInteger(old) ? old : fallback;
}

export const setRefundWindowHours = (tx: Queryable, hours: number, staffId: string, now: Date): Promise<number> =>
  setHours(tx, REFUND_WINDOW, DEFAULT_REFUND_WINDOW_HOURS, hours, staffId, now);

export const setRescheduleBeforeHours = (tx: Queryable, hours: number, staffId: string, now: Date): Promise<number> =>
  setHours(tx, RESCHEDULE_BEFORE, DEFAULT_RESCHEDULE_BEFORE_HOURS, hours, staffId, now);
