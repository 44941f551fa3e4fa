import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extract } from 'tar';
import { MANIFEST, manifestSchema, tableFile, type Manifest } from './backupFormat.ts';
import { sha256Of } from '../files/folderFiles.ts';

/** A backup that cannot be used, with what is wrong with it: nothing was changed. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface OpenedBackup {
  /** The unpacked files (backupFormat.ts), each checked against the manifest. */
  dir: string;
  manifest: Manifest;
  remove(): Promise<void>;
}

async function checked(file: string, dir: string): Promise<Manifest> {
  const why = (text: string) => new BackupError(`${file} is not a whole backup made by \`npm run backup\`: ${text}. Nothing was restored.`);
  try {
    // Plain files and folders only, never outside the folder (tar's default): nothing else is a backup's.
    await extract({
      file,
      cwd: dir,
      strict: true,
      filter: (_path, entry) => 'type' in entry && ['File', 'Directory'].includes(entry.type),
    });
  } catch (err) {
    throw why(`it does not unpack (${(err as Error).message})`);
  }
  const text = await readFile(join(dir, MANIFEST), 'utf8').catch(() => undefined);
  if (text === undefined) throw why(`it has no ${MANIFEST}`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(text));
  } catch (err) {
    throw why(`its ${MANIFEST} does not read (${(err as Error).message.slice(0, 300)})`);
  }
  for (const f of manifest.files) {
    const path = join(dir, f.path);
    const size = await stat(path).then(
      (s) => s.size,
      () => undefined,
    );
    if (size === undefined) throw why(`${f.path} is missing`);
    if (size !== f.bytes || (await sha256Of(path)) !== f.sha256) throw why(`${f.path} is not as it was written`);
  }
  const listed = new Set(manifest.files.map((f) => f.path));
  const lost = manifest.tables.find((t) => !listed.has(tableFile(t.name)));
  if (lost) throw why(`the rows of ${lost.name} are missing`);
  return manifest;
}

/** Unpacks a backup into a folder of its own and checks every file of it; throws BackupError saying what is wrong. */
export async function openBackup(file: string): Promise<OpenedBackup> {
  const info = await stat(file).catch(() => undefined);
  if (!info) throw new BackupError(`There is no file ${file}.`);
  if (!info.isFile()) throw new BackupError(`${file} is not a file.`);
  const dir = await mkdtemp(join(tmpdir(), 'theatre-restore-'));
  // Retried: an extraction that failed may still be closing the files it had begun.
  const remove = () => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  try {
    return { dir, manifest: await checked(file, dir), remove };
  } catch (err) {
    await remove();
    throw err;
  }
}
