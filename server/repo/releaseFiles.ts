import type { Queryable } from '../db/database.ts';

/** The files of the site's releases (migration 036): what each path of a release is, and the files' bytes by their hash. */

export interface FileEntry {
  /** Relative to the release's folder, with '/' between folders. */
  path: string;
  /** sha256 of the bytes, in hex. */
  hash: string;
  size: number;
}

/** Rows written per statement: a site of a few thousand files in a few statements. */
const ROWS_PER_STATEMENT = 1000;

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** A release's files, inside the transaction that makes it live; its count says they are complete. */
export async function insertManifest(tx: Queryable, releaseId: string, files: readonly FileEntry[]): Promise<void> {
  await tx.query('delete from site_release_files where release_id = $1', [releaseId]);
  for (const part of chunks(files, ROWS_PER_STATEMENT)) {
    await tx.query(
      `insert into site_release_files (release_id, path, hash, size)
       select $1, p, h, s from unnest($2::text[], $3::text[], $4::int[]) as f (p, h, s)`,
      [releaseId, part.map((f) => f.path), part.map((f) => f.hash), part.map((f) => f.size)],
    );
  }
  await tx.query('update site_releases set files_count = $2 where id = $1', [releaseId, files.length]);
}

/** A release's files, or undefined when they are not kept (an old release, or one pruned). */
export async function manifestOf(q: Queryable, releaseId: string): Promise<FileEntry[] | undefined> {
  const [release] = await q.query<{ files_count: number | null }>('select files_count from site_releases where id = $1', [releaseId]);
  if (release?.files_count === null || release?.files_count === undefined) return undefined;
  const rows = await q.query<FileEntry>('select path, hash, size from site_release_files where release_id = $1 order by path', [releaseId]);
  return rows.length === Number(release.files_count) ? rows.map((r) => ({ ...r, size: Number(r.size) })) : undefined;
}

/** Forgets the files of every release but those in `keep`; the ids whose files went. */
export async function pruneManifests(q: Queryable, keep: readonly string[]): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `update site_releases set files_count = null where files_count is not null and id <> all($1::text[]) returning id`,
    [keep],
  );
  const ids = rows.map((r) => r.id);
  if (ids.length) await q.query('delete from site_release_files where release_id = any($1::text[])', [ids]);
  return ids;
}

/** Of these hashes, those whose bytes are not stored. */
export async function missingBlobs(q: Queryable, hashes: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const part of chunks(hashes, ROWS_PER_STATEMENT)) {
    const rows = await q.query<{ hash: string }>(
      `select h as hash from unnest($1::text[]) as h where not exists (select 1 from site_file_blobs b where b.hash = h)`,
      [part],
    );
    missing.push(...rows.map((r) => r.hash));
  }
  return missing;
}

export async function insertBlobs(q: Queryable, blobs: readonly { hash: string; bytes: Uint8Array }[]): Promise<void> {
  if (blobs.length === 0) return;
  const values = blobs.map((_, i) => `($${3 * i + 1}, $${3 * i + 2}, $${3 * i + 3}::bytea)`).join(', ');
  await q.query(
    `insert into site_file_blobs (hash, size, bytes) values ${values} on conflict (hash) do nothing`,
    blobs.flatMap((b) => [b.hash, b.bytes.length, b.bytes]),
  );
}

export async function blobsByHash(q: Queryable, hashes: readonly string[]): Promise<Map<string, Uint8Array>> {
  const rows = await q.query<{ hash: string; bytes: Uint8Array }>('select hash, bytes from site_file_blobs where hash = any($1::text[])', [
    hashes,
  ]);
  return new Map(rows.map((r) => [r.hash, r.bytes]));
}

/** Removes the bytes no release's files name any more; how many went. */
export async function deleteUnnamedBlobs(q: Queryable): Promise<number> {
  const rows = await q.query(
    `delete from site_file_blobs b where not exists (select 1 from site_release_files f where f.hash = b.hash) returning hash`,
  );
  return rows.length;
}
