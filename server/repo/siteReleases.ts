import type { Queryable } from '../db/database.ts';
import type { Actor, LiveContent, Snapshot } from '../content/snapshot.ts';

/** The site's releases (migration 025): requested, built, made live, replaced, rolled back to. */

export type ReleaseKind = 'preview' | 'publish' | 'rollback';
export type ReleaseState = 'queued' | 'building' | 'live' | 'ready' | 'failed' | 'replaced';

export interface ReleaseRow {
  id: string;
  kind: ReleaseKind;
  status: ReleaseState;
  requestedById: string | null;
  requestedByName: string;
  requestedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  stage: string;
  pagesDone: number;
  pagesTotal: number | null;
  error: string | null;
  snapshot: Snapshot | null;
  content: LiveContent | null;
  dir: string | null;
  mergedInto: string | null;
  restores: string | null;
  /** The live content's version when its build started (contentVersion.ts). */
  builtOn: number | null;
  /** Once live, the version of the content its pages show. */
  contentVersion: number | null;
  /** The site's source its pages were built from (sourceVersion.ts); null before it was recorded. */
  sourceVersion: string | null;
}

const COLUMNS = `id, kind, status, requested_by_id, requested_by_name, requested_at, started_at, finished_at, stage,
  pages_done, pages_total, error, snapshot, content, dir, merged_into, restores, built_on, content_version, source_version`;

interface Raw {
  id: string;
  kind: ReleaseKind;
  status: ReleaseState;
  requested_by_id: string | null;
  requested_by_name: string;
  requested_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  stage: string;
  pages_done: number;
  pages_total: number | null;
  error: string | null;
  snapshot: unknown;
  content: unknown;
  dir: string | null;
  merged_into: string | null;
  restores: string | null;
  built_on: string | number | null;
  content_version: string | number | null;
  source_version: string | null;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));
/** A bigint as both drivers hand it back (pg as text). */
const int = (v: string | number | null) => (v === null ? null : Number(v));
/** A jsonb value as both drivers hand it back: parsed already, or (rarely) as its text. */
const json = <T>(v: unknown): T | null => (v === null || v === undefined ? null : ((typeof v === 'string' ? JSON.parse(v) : v) as T));

const row = (r: Raw): ReleaseRow => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  requestedById: r.requested_by_id,
  requestedByName: r.requested_by_name,
  requestedAt: new Date(r.requested_at),
  startedAt: date(r.started_at),
  finishedAt: date(r.finished_at),
  stage: r.stage,
  pagesDone: Number(r.pages_done),
  pagesTotal: r.pages_total === null ? null : Number(r.pages_total),
  error: r.error,
  snapshot: json<Snapshot>(r.snapshot),
  content: json<LiveContent>(r.content),
  dir: r.dir,
  mergedInto: r.merged_into,
  restores: r.restores,
  builtOn: int(r.built_on),
  contentVersion: int(r.content_version),
  sourceVersion: r.source_version,
});

const select = async (q: Queryable, where: string, params: unknown[] = []): Promise<ReleaseRow[]> =>
  (await q.query<Raw>(`select ${COLUMNS} from site_releases ${where}`, params)).map(row);

export async function insertRequest(
  q: Queryable,
  r: { id: string; kind: 'preview' | 'publish'; actor: Actor; now: Date },
): Promise<ReleaseRow> {
  const [inserted] = await q.query<Raw>(
    `insert into site_releases (id, kind, status, requested_by_id, requested_by_name, requested_at)
     values ($1, $2, 'queued', $3, $4, $5) returning ${COLUMNS}`,
    [r.id, r.kind, r.actor.staffId, r.actor.staffName, r.now],
  );
  return row(inserted);
}

export async function releaseById(q: Queryable, id: string): Promise<ReleaseRow | undefined> {
  return (await select(q, 'where id = $1', [id]))[0];
}

export async function hasQueued(q: Queryable, kind?: ReleaseKind): Promise<boolean> {
  const rows = await q.query(
    `select 1 from site_releases where status = 'queued' ${kind ? 'and kind = $1' : ''} limit 1`,
    kind ? [kind] : [],
  );
  return rows.length > 0;
}

/**
 * The queued requests the next build serves, locked: every one of the kind of the oldest (all the
 * queued publishes, say), oldest first. The first becomes the build; the others are folded into it.
 */
export async function lockNextQueued(tx: Queryable): Promise<ReleaseRow[]> {
  const queued = await select(tx, `where status = 'queued' order by requested_at, id for update`);
  return queued.filter((r) => r.kind === queued[0]?.kind);
}

export async function startBuilding(
  tx: Queryable,
  id: string,
  b: { snapshot: Snapshot; builtOn: number; pagesTotal: number | null; now: Date },
): Promise<ReleaseRow> {
  const [started] = await tx.query<Raw>(
    `update site_releases set status = 'building', started_at = $2, stage = 'Starting', pages_done = 0, pages_total = $3,
       snapshot = $4::jsonb, built_on = $5 where id = $1 returning ${COLUMNS}`,
    [id, b.now, b.pagesTotal, JSON.stringify(b.snapshot), b.builtOn],
  );
  return row(started);
}

/**
 * The server's own build of the live content (its start, `npm run build`), building at once: a
 * publish by its actor with no drafts, never queued, so that no other process claims it.
 */
export async function insertServerBuild(
  tx: Queryable,
  b: { id: string; actor: Actor; builtOn: number; pagesTotal: number | null; now: Date },
): Promise<ReleaseRow> {
  const [inserted] = await tx.query<Raw>(
    `insert into site_releases (id, kind, status, requested_by_id, requested_by_name, requested_at, started_at, stage,
       pages_done, pages_total, snapshot, built_on)
     values ($1, 'publish', 'building', $2, $3, $4, $4, 'Starting', 0, $5, $6::jsonb, $7) returning ${COLUMNS}`,
    [b.id, b.actor.staffId, b.actor.staffName, b.now, b.pagesTotal, JSON.stringify({ changes: [] }), b.builtOn],
  );
  return row(inserted);
}

/** Requests whose drafts a build includes: they are done when it is. */
export async function mergeInto(tx: Queryable, ids: string[], into: string, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `update site_releases set status = 'replaced', merged_into = $2, finished_at = $3, stage = 'Built with ' || $2
     where id = any($1::text[]) and status = 'queued'`,
    [ids, into, now],
  );
}

export async function setProgress(
  q: Queryable,
  id: string,
  p: { stage: string; pagesDone: number; pagesTotal: number | null },
): Promise<void> {
  await q.query(`update site_releases set stage = $2, pages_done = $3, pages_total = $4 where id = $1 and status = 'building'`, [
    id,
    p.stage,
    p.pagesDone,
    p.pagesTotal,
  ]);
}

export async function markFailed(q: Queryable, id: string, error: string, now: Date): Promise<void> {
  await q.query(
    `update site_releases set status = 'failed', error = $2, finished_at = $3 where id = $1 and status in ('queued', 'building')`,
    [id, error, now],
  );
}

/** Builds left 'building' by a process that stopped (whoever takes the lease knows nobody builds them). */
export async function failAbandoned(q: Queryable, error: string, now: Date): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `update site_releases set status = 'failed', error = $1, finished_at = $2 where status = 'building' returning id`,
    [error, now],
  );
  return rows.map((r) => r.id);
}

/** The live release becomes 'replaced': first, since only one may be live at a time. */
export async function replaceLive(tx: Queryable): Promise<void> {
  await tx.query(`update site_releases set status = 'replaced' where status = 'live'`);
}

export async function markLive(
  tx: Queryable,
  id: string,
  l: { content: LiveContent; contentVersion: number; dir: string; pagesDone: number; now: Date; sourceVersion?: string },
): Promise<void> {
  await tx.query(
    `update site_releases set status = 'live', content = $2::jsonb, dir = $3, pages_done = $4, pages_total = $4,
       finished_at = $5, stage = 'Live', content_version = $6, source_version = $7 where id = $1`,
    [id, JSON.stringify(l.content), l.dir, l.pagesDone, l.now, l.contentVersion, l.sourceVersion ?? null],
  );
}

/** A finished preview; the one before it is replaced (its folder goes). */
export async function markPreviewReady(tx: Queryable, id: string, p: { dir: string; pagesDone: number; now: Date }): Promise<void> {
  await tx.query(`update site_releases set status = 'replaced' where kind = 'preview' and status = 'ready'`);
  await tx.query(
    `update site_releases set status = 'ready', dir = $2, pages_done = $3, pages_total = $3, finished_at = $4, stage = 'Ready'
     where id = $1`,
    [id, p.dir, p.pagesDone, p.now],
  );
}

/** A rollback, live at once: the pages and content of the release it goes back to. */
export async function insertRollback(
  tx: Queryable,
  r: { id: string; actor: Actor; now: Date; target: ReleaseRow; contentVersion: number },
): Promise<ReleaseRow> {
  const [inserted] = await tx.query<Raw>(
    `insert into site_releases (id, kind, status, requested_by_id, requested_by_name, requested_at, started_at, finished_at,
       stage, pages_done, pages_total, content, dir, restores, content_version)
     values ($1, 'rollback', 'live', $2, $3, $4, $4, $4, 'Live', $5, $5, $6::jsonb, $7, $8, $9) returning ${COLUMNS}`,
    [
      r.id,
      r.actor.staffId,
      r.actor.staffName,
      r.now,
      r.target.pagesDone,
      JSON.stringify(r.target.content),
      r.target.dir,
      r.target.id,
      r.contentVersion,
    ],
  );
  return row(inserted);
}

export async function liveRelease(q: Queryable): Promise<ReleaseRow | undefined> {
  return (await select(q, `where status = 'live'`))[0];
}

/** The release being built now, if any. */
export async function buildingRelease(q: Queryable): Promise<ReleaseRow | undefined> {
  return (await select(q, `where status = 'building'`))[0];
}

/** The build in progress, or else the last one started (a Preview or a Publish). */
export async function currentBuild(q: Queryable): Promise<ReleaseRow | undefined> {
  return (
    await select(
      q,
      `where kind <> 'rollback' and started_at is not null
       order by (status = 'building') desc, started_at desc, id desc limit 1`,
    )
  )[0];
}

export async function latestPreview(q: Queryable): Promise<ReleaseRow | undefined> {
  return (await select(q, `where kind = 'preview' and status = 'ready' order by finished_at desc, id desc limit 1`))[0];
}

/**
 * The publishes that can be rolled back to: the last `limit` that went live, newest first, but the
 * one whose pages are live now.
 */
export async function rollbackTargets(q: Queryable, liveDir: string | null, limit: number): Promise<ReleaseRow[]> {
  return select(
    q,
    `where kind = 'publish' and status in ('live', 'replaced') and dir is not null and content is not null
       and dir is distinct from $1
     order by finished_at desc, id desc limit $2`,
    [liveDir, limit],
  );
}
