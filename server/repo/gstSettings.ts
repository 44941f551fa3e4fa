import type { Queryable } from '../db/database.ts';

/** The owner's GST settings (migration 042): the business-wide rate, code and state, and each branch's registration. */

export interface GstBusinessRow {
  rateBp: number;
  sac: string;
  venueState: string;
}

export interface GstBranchRow {
  branchId: string;
  legalName: string;
  gstin: string;
  address: string;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/**
 * Until the owner saves them: 18% (a venue's service), 999692 (other recreational services) and
 * Telangana (36), the state of the city the venues are in.
 */
export const DEFAULT_GST_BUSINESS: GstBusinessRow = { rateBp: 1800, sac: '999692', venueState: '36' };

export async function readGstBusiness(db: Queryable): Promise<GstBusinessRow> {
  const [row] = await db.query<{ rate_bp: number; sac: string; venue_state: string }>('select rate_bp, sac, venue_state from gst_business');
  return row ? { rateBp: row.rate_bp, sac: row.sac, venueState: row.venue_state } : DEFAULT_GST_BUSINESS;
}

interface BranchRow {
  branch_id: string;
  legal_name: string;
  gstin: string;
  address: string;
  updated_at: Date | string;
  updated_by: string | null;
  name: string | null;
}

const toBranch = (r: BranchRow): GstBranchRow => ({
  branchId: r.branch_id,
  legalName: r.legal_name,
  gstin: r.gstin,
  address: r.address,
  updatedAt: new Date(r.updated_at),
  updatedBy: r.name,
});

/** Every branch's saved registration, by branch id. */
export async function readGstBranches(db: Queryable): Promise<Map<string, GstBranchRow>> {
  const rows = await db.query<BranchRow>(
    'select g.*, s.name from gst_branches g left join staff s on s.id = g.updated_by order by g.branch_id',
  );
  return new Map(rows.map((r) => [r.branch_id, toBranch(r)]));
}

/**
 * The registration a booking's invoice is made under, by its theatre's branch; undefined when that
 * branch has no GSTIN (its invoices carry no GST).
 */
export async function gstOfBooking(db: Queryable, bookingId: string): Promise<(GstBranchRow & GstBusinessRow) | undefined> {
  const [row] = await db.query<BranchRow>(
    `select g.*, null as name from bookings b join theatres t on t.id = b.theatre_id join locations l on l.key = t.location_key
     join gst_branches g on g.branch_id = l.public_id where b.id = $1 and g.gstin <> ''`,
    [bookingId],
  );
  return row && { ...toBranch(row), ...(await readGstBusiness(db)) };
}

export interface GstSave extends GstBusinessRow {
  branchId: string;
  legalName: string;
  gstin: string;
  address: string;
}

/**
 * Saves the business-wide part and one branch's registration, the business row locked first so two
 * owners' saves take turns; answers what they were, for the audit log.
 */
export async function saveGstSettings(
  tx: Queryable,
  s: GstSave,
  staffId: string,
  now: Date,
): Promise<{ business: GstBusinessRow; branch: Omit<GstSave, keyof GstBusinessRow> | null }> {
  await tx.query('insert into gst_business (rate_bp, sac, venue_state) values ($1, $2, $3) on conflict (id) do nothing', [
    DEFAULT_GST_BUSINESS.rateBp,
    DEFAULT_GST_BUSINESS.sac,
    DEFAULT_GST_BUSINESS.venueState,
  ]);
  const [was] = await tx.query<{ rate_bp: number; sac: string; venue_state: string }>('select * from gst_business for update');
  const [branch] = await tx.query<BranchRow>('select * from gst_branches where branch_id = $1', [s.branchId]);
  await tx.query('update gst_business set rate_bp = $1, sac = $2, venue_state = $3', [s.rateBp, s.sac, s.venueState]);
  await tx.query(
    `insert into gst_branches (branch_id, legal_name, gstin, address, updated_at, updated_by) values ($1, $2, $3, $4, $5, $6)
     on conflict (branch_id) do update set legal_name = excluded.legal_name, gstin = excluded.gstin, address = excluded.address,
       updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [s.branchId, s.legalName, s.gstin, s.address, now, staffId],
  );
  return {
    business: { rateBp: was.rate_bp, sac: was.sac, venueState: was.venue_state },
    branch: branch ? { branchId: branch.branch_id, legalName: branch.legal_name, gstin: branch.gstin, address: branch.address } : null,
  };
}
