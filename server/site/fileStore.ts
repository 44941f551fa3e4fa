import type { Database } from '../db/database.ts';
import { blobsByHash, deleteUnnamedBlobs, insertBlobs, missingBlobs } from '../repo/releaseFiles.ts';

/**
 * Where the bytes of the releases' files are kept, by their sha256, for every server on the
 * database to fetch (siteSync.ts). Which file each path of a release is stays in the database
 * (site_release_files) whatever the store; only the bytes are behind this. The database is the
 * one store there is (databaseFileStore); an object store (S3 and the like) would be another
 * implementation of these four calls.
 */
export interface FileStore {
  /** Of these hashes, those not stored yet. */
  missing(hashes: readonly string[]): Promise<string[]>;
  /** Stores these files' bytes (their hashes already checked); one stored already is left as it is. */
  put(blobs: readonly { hash: string; bytes: Uint8Array }[]): Promise<void>;
  /** The bytes of these hashes; one not stored is not in the map. */
  get(hashes: readonly string[]): Promise<Map<string, Uint8Array>>;
  /** Removes the bytes no release's files name any more; how many went. */
  removeUnnamed(): Promise<number>;
}

/** The files' bytes in the database itself (site_file_blobs): nothing more to run or configure. */
export function databaseFileStore(db: Database): FileStore {
  return {
    missing: (hashes) => missingBlobs(db, hashes),
    put: (blobs) => insertBlobs(db, blobs),
    get: (hashes) => blobsByHash(db, hashes),
    removeUnnamed: () => deleteUnnamedBlobs(db),
  };
}
