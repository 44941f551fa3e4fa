import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROLLBACK_DEPTH } from '../../src/lib/api/deskReleases.ts';
import type { Database } from '../db/database.ts';
import { readContentVersion } from '../repo/contentVersion.ts';
import { manifestOf, pruneManifests, type FileEntry } from '../repo/releaseFiles.ts';
import { buildingRelease, liveRelease, releaseById, rollbackTargets, type ReleaseRow } from '../repo/siteReleases.ts';
import { fetchRelease, removeStaleFetches } from './fetchRelease.ts';
import type { FileStore } from './fileStore.ts';
import { pruneReleaseFolders, releaseFolder } from './releaseFolders.ts';
import { SerialLock } from './serialLock.ts';
import { storeFiles } from './storeFiles.ts';
import { servedFolder, swapSite } from './swapSite.ts';

/** The release whose pages a release shows: a rollback's are those of the publish it went back to. */
export const pagesOf = (r: ReleaseRow): string => r.restores ?? r.id;

/** A fetch older than this is one a stopped process left: no fetch of a site takes that long. */
const STALE_FETCH_MS = 60 * 60_000;

const kb = (n: number) => `${Math.round(n / 1024)} KB`;

/**
 * A server's side of the releases' files (migration 036): a Publish's files stored before it goes
 * live, a release's folder made here from them when this server did not build it, and the files
 * no release needs any more removed, from the database and from this server's folders.
 */
export class LiveFiles {
  /** Every swap of this server's site link is made under it (serialLock.ts). */
  readonly lock = new SerialLock();
  readonly db: Database;
  readonly siteDir: string;
  private readonly store: FileStore;
  private readonly log: (line: string) => void;

  constructor(o: { db: Database; siteDir: string; store: FileStore; log: (line: string) => void }) {
    this.db = o.db;
    this.siteDir = o.siteDir;
    this.store = o.store;
    this.log = o.log;
  }

  /** Stores a built folder's files (only those not stored yet); their list, for the transaction that makes it live. */
  async storeBuilt(outDir: string): Promise<FileEntry[]> {
    const started = performance.now();
    const done = await storeFiles(outDir, this.store);
    this.log(
      `Stored ${done.stored} new files (${kb(done.bytes)}) of the release's ${done.files.length} in ${Math.round(performance.now() - started)} ms.`,
    );
    return done.files;
  }

  /**
   * The folder of release `id`'s pages on this server, complete: made from its stored files when
   * it is not here (the files it shares with the folder served now are re-used). Undefined when its
   * files are kept nowhere (a release from before they were stored, built on another server).
   */
  async bringHere(id: string): Promise<string | undefined> {
    const dir = releaseFolder(this.siteDir, id);
    const list = await manifestOf(this.db, id);
    if (!list) return existsSync(join(dir, 'index.html')) ? dir : undefined;
    const served = await servedFolder(this.siteDir);
    const started = performance.now();
    const got = await fetchRelease({ dir, list, store: this.store, reuseFrom: served && served !== dir ? [served] : [] });
    if (got.fetched) {
      const ms = Math.round(performance.now() - started);
      this.log(`Fetched the release ${id}: ${got.fetched} files from the database and ${got.reused} re-used, in ${ms} ms.`);
    }
    return dir;
  }

  /** Swaps the site to `dir` if `stillWanted` says so once no other swap runs; true when it did. */
  swapIf(dir: string, stillWanted: () => Promise<boolean>): Promise<boolean> {
    return this.lock.run(async () => {
      if ((await servedFolder(this.siteDir)) === dir || !(await stillWanted())) return false;
      await swapSite(this.siteDir, dir);
      return true;
    });
  }

  /**
   * At a server's start: serves the live release from its stored files, instead of building it,
   * when its pages were built from this source (`sourceVersion`) and show the live content. False
   * when they cannot be used (then the server builds).
   */
  async serveLive(sourceVersion: string | undefined): Promise<boolean> {
    if (!sourceVersion) return false;
    const live = await liveRelease(this.db);
    if (!live) return false;
    const pages = live.restores ? await releaseById(this.db, live.restores) : live;
    if (pages?.sourceVersion !== sourceVersion || live.contentVersion !== (await readContentVersion(this.db))) return false;
    let dir: string | undefined;
    try {
      dir = await this.bringHere(pages.id);
    } catch (err) {
      this.log(`Could not fetch the live release ${pages.id}, so the site is built here: ${err instanceof Error ? err.message : err}`);
      return false;
    }
    if (!dir) return false;
    await this.swapIf(dir, async () => (await liveRelease(this.db))?.id === live.id);
    this.log(`Serving the live release ${pages.id} from the database.`);
    return true;
  }

  /**
   * Removes this server's folders of releases that can no longer be served or rolled back to (the
   * live one, the ROLLBACK_DEPTH before it, the one being built and the one served stay). Answers
   * the releases whose pages are kept.
   */
  async pruneHere(): Promise<string[]> {
    const live = await liveRelease(this.db);
    const targets = await rollbackTargets(this.db, live?.dir ?? null, ROLLBACK_DEPTH);
    const building = await buildingRelease(this.db);
    const ids = [...(live ? [pagesOf(live)] : []), ...targets.map((t) => t.id)];
    const folders = [...ids, ...(building ? [building.id] : [])].map((id) => releaseFolder(this.siteDir, id));
    // The folders as the releases name them too: the same on the server that built them.
    const named = [live?.dir, ...targets.map((t) => t.dir), await servedFolder(this.siteDir)];
    await pruneReleaseFolders(this.siteDir, new Set([...folders, ...named].filter((d): d is string => !!d)));
    await removeStaleFetches(this.siteDir, STALE_FETCH_MS);
    return ids;
  }

  /** pruneHere, and the stored files of every other release, with the bytes none of the kept ones name. Under the build lease. */
  async prune(): Promise<void> {
    const keep = await this.pruneHere();
    const forgotten = await pruneManifests(this.db, keep);
    const removed = await this.store.removeUnnamed();
    if (forgotten.length || removed)
      this.log(`Removed the stored files of ${forgotten.length} old releases (${removed} files no other release has).`);
  }
}
