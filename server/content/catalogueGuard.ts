import { istToday } from '../../src/lib/booking/istClock.ts';
import { firstOverlap } from '../../src/lib/booking/slotOverlap.ts';
import {
  branchChangeRefusal,
  overlapRefusal,
  slotChangeRefusal,
  slotName,
  theatreChangeRefusal,
  type BookingAhead,
  type GuardRefusal,
  type SlotNext,
  type TheatreNext,
} from '../../src/lib/desk/catalogueGuard.ts';
import { isRecordKind, RECORD_KINDS } from '../../src/lib/api/deskRecordKinds.ts';
import type { KindSpec } from '../../src/lib/records/defineKind.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { bookingsAhead } from '../repo/bookingsAhead.ts';
import { lockTheatreCatalogues } from '../repo/catalogueLocks.ts';
import { slotTheatres, theatresTouched, type TheatreRow } from '../repo/guardedTheatres.ts';
import { deskRecords } from './recordDesk.ts';
import { liveRecords } from '../repo/liveRecords.ts';

/**
 * The editors' changes of slots, theatres and branches weighed against each other and against the
 * bookings (the rules: src/lib/desk/catalogueGuard.ts). A save of one record, the Publish that
 * makes the drafts live and a Rollback each first lock the catalogues of the theatres they touch
 * (catalogueLocks.ts), then ask here, and are refused with what stands in the way.
 */

/** One record's change: its new fields, or null when it is removed. */
export interface CatalogueChange {
  kind: string;
  recordId: string;
  data: Record<string, unknown> | null;
}

/** Each guarded kind's records as they would be, by id (a kind's record missing: removed). */
export type Outlook = Record<'slot' | 'theatre' | 'branch', Map<string, Record<string, unknown>>>;

/** The kinds whose definitions say they are guarded (src/lib/records/kinds/): slots, theatres, branches. */
export const isGuarded = (kind: string): boolean => isRecordKind(kind) && Boolean((RECORD_KINDS[kind] as KindSpec).guarded);

/** The theatres, branches and slots a change names, by their ids. */
function touchedBy(changes: readonly CatalogueChange[]) {
  const ids = (kind: string) => changes.filter((c) => c.kind === kind).map((c) => c.recordId);
  return { theatreIds: ids('theatre'), branchKeys: ids('branch'), slotIds: ids('slot') };
}

/**
 * Before a change of slots, theatres or branches writes anything: the catalogue locks of the
 * theatres it touches, exclusive. Bookings of them in progress are waited for; new ones wait.
 */
export async function lockTouchedTheatres(tx: Queryable, changes: readonly CatalogueChange[]): Promise<void> {
  const guarded = changes.filter((c) => isGuarded(c.kind));
  if (guarded.length > 0)
    await lockTheatreCatalogues(
      tx,
      (await theatresTouched(tx, touchedBy(guarded))).map((t) => t.id),
    );
}

const slotOf = (f: Record<string, unknown>): SlotNext => ({
  fromTime: String(f.fromTime),
  toTime: String(f.toTime),
  active: f.active === true,
});
const theatreOf = (f: Record<string, unknown>): TheatreNext => ({
  active: f.active === true,
  maxPeople: Number(f.maxPeople),
  maxSeating: Number(f.maxSeating),
});

/**
 * What stands in the way of the changes, with the records as `outlook` has them: the first slot
 * that would overlap another bookable slot of its theatre, else the first change that would leave
 * bookings from today on behind. Null when nothing does.
 */
async function refusalOf(
  tx: Queryable,
  changes: readonly CatalogueChange[],
  outlook: Outlook,
  now: Date,
): Promise<{ status: 400 | 409; refusal: GuardRefusal } | null> {
  const guarded = changes.filter((c) => isGuarded(c.kind));
  if (guarded.length === 0) return null;
  const theatres = await theatresTouched(tx, touchedBy(guarded));
  const theatreIds = theatres.map((t) => t.id);
  const slotTheatre = await slotTheatres(tx, theatreIds);
  const theatreById = new Map(theatres.map((t) => [t.id, t]));
  for (const c of guarded.filter((g) => g.kind === 'slot')) {
    const fields = outlook.slot.get(c.recordId);
    const theatre = theatreById.get(slotTheatre.get(c.recordId) ?? '');
    if (!fields || !theatre || fields.active !== true) continue;
    const others = [...slotTheatre]
      .filter(([id, t]) => t === theatre.id && id !== c.recordId)
      .map(([id]) => outlook.slot.get(id))
      .filter((f): f is Record<string, unknown> => f?.active === true)
      .map(slotOf);
    const other = firstOverlap(slotOf(fields), others);
    if (other) return { status: 400, refusal: overlapRefusal(theatre.name, slotOf(fields), other) };
  }
  const ahead = await bookingsAhead(tx, theatreIds, istToday(now), now);
  for (const c of guarded) {
    const refusal = bookingRefusal(c, outlook, ahead, theatreById, slotTheatre);
    if (refusal) return { status: 409, refusal };
  }
  return null;
}

function bookingRefusal(
  c: CatalogueChange,
  outlook: Outlook,
  ahead: readonly BookingAhead[],
  theatreById: Map<string, TheatreRow>,
  slotTheatre: Map<string, string>,
): GuardRefusal | null {
  if (c.kind === 'slot') {
    const on = ahead.filter((b) => b.slotId === c.recordId);
    const name = theatreById.get(slotTheatre.get(c.recordId) ?? '')?.name ?? '';
    const fields = outlook.slot.get(c.recordId);
    // Named by the times its bookings have: what the staff know it by.
    return on[0] ? slotChangeRefusal(slotName(name, on[0]), fields ? slotOf(fields) : null, on) : null;
  }
  if (c.kind === 'theatre') {
    const theatre = theatreById.get(c.recordId);
    const fields = outlook.theatre.get(c.recordId);
    if (!theatre) return null;
    const on = ahead.filter((b) => b.theatreId === theatre.id);
    return theatreChangeRefusal(`Theatre "${theatre.name}"`, fields ? theatreOf(fields) : null, theatre.extra_person_allowed, on);
  }
  const inBranch = new Set([...theatreById.values()].filter((t) => t.location_key === c.recordId).map((t) => t.id));
  const name = outlook.branch.get(c.recordId)?.name ?? c.recordId;
  return branchChangeRefusal(
    `Branch "${String(name)}"`,
    !outlook.branch.has(c.recordId),
    ahead.filter((b) => inBranch.has(b.theatreId)),
  );
}

async function refuse(tx: Queryable, changes: readonly CatalogueChange[], outlook: Outlook, now: Date, lead: string): Promise<void> {
  const found = await refusalOf(tx, changes, outlook, now);
  if (found) throw new HttpError(found.status, `${lead} ${found.refusal.message}`, { errors: found.refusal.errors });
}

/**
 * An editor's save of one record (or a restore from the history), before it is written: the
 * touched theatres locked, then weighed with every other record as its draft (or live) has it,
 * this one as saved. 400 for an overlap, 409 for bookings in the way; nothing is saved then.
 */
export async function guardSave(tx: Queryable, change: CatalogueChange, now: Date): Promise<void> {
  if (!isGuarded(change.kind)) return;
  await lockTouchedTheatres(tx, [change]);
  const drafts = async (kind: keyof Outlook) =>
    new Map((await deskRecords(tx, kind)).filter((r) => r.state !== 'removed').map((r) => [r.id, r.fields]));
  const outlook: Outlook = { slot: await drafts('slot'), theatre: await drafts('theatre'), branch: await drafts('branch') };
  const records = outlook[change.kind as keyof Outlook];
  if (change.data) records.set(change.recordId, change.data);
  else records.delete(change.recordId);
  await refuse(tx, [change], outlook, now, 'Not saved:');
}

/**
 * After a Publish or a Rollback wrote its changes to the live tables (under the locks
 * lockTouchedTheatres took before): the live catalogue weighed. Throws, rolling the whole
 * transaction back, when something stands in the way; `lead` says what did not happen.
 */
export async function guardLive(tx: Queryable, changes: readonly CatalogueChange[], now: Date, lead: string): Promise<void> {
  if (!changes.some((c) => isGuarded(c.kind))) return;
  const live = async (kind: keyof Outlook) => new Map((await liveRecords(tx, kind)).map((r) => [r.id, r.fields]));
  await refuse(tx, changes, { slot: await live('slot'), theatre: await live('theatre'), branch: await live('branch') }, now, lead);
}
