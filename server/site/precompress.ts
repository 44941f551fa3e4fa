import { copyFile, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressible } from '../http/contentTypes.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this a file fits in a packet or two as it is: compressing it saves nothing worth a copy. */
export const MIN_BYTES = 1024;

export interface PrecompressReport {
  files: number;
  /** Of them, files the served site had with the same bytes, whose compressed copies were taken as they were. */
  reused: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
  ms: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

const CODINGS = ['.br', '.gz'] as const;

/**
 * The compressed copies of `path` that the served site holds of the same bytes at the same place,
 * copied beside it (a copy is newer than the file, as the server wants a coding to be); false when
 * the served site has no such file, or none of its copies.
 */
async function reuse(path: string, body: Buffer, dir: string, served: string): Promise<{ br: number; gz: number } | false> {
  const before = join(served, relative(dir, path));
  const old = await readFile(before).catch(() => undefined);
  if (!old || !old.equals(body)) return false;
  const sizes = { br: 0, gz: 0 };
  let found = false;
  for (const coding of CODINGS) {
    const copied = await copyFile(`${before}${coding}`, `${path}${coding}`).then(
      () => true,
      () => false,
    );
    if (copied) {
      found = true;
      sizes[coding === '.br' ? 'br' : 'gz'] = (await stat(`${path}${coding}`)).size;
    }
  }
  return found && sizes;
}

/**
 * Writes `x.br` and `x.gz` beside every text file of a built site (HTML, CSS, JS, SVG, JSON, XML,
 * text) of at least MIN_BYTES, at the strongest settings: the site is compressed once per build
 * instead of once per request. A copy that would not be smaller is not written. The work runs
 * in zlib's thread pool, as many files at a time as there are cores.
 *
 * `served`, the site served now (the release before): a file it has with the same bytes takes its
 * compressed copies from there instead. Brotli at its strongest is most of this work, and a Publish
 * of a text changes a few pages: the scripts and styles, named by their content, and most pages
 * are the same bytes as before.
 */
export async function precompress(dir: string, served?: string): Promise<PrecompressReport> {
  const started = performance.now();
  const report: PrecompressReport = { files: 0, reused: 0, bytes: 0, brBytes: 0, gzBytes: 0, ms: 0 };
  const files: string[] = [];
  for await (const path of walk(dir)) if (isCompressible(path)) files.push(path);

  const one = async (path: string) => {
    if ((await stat(path)).size < MIN_BYTES) return;
    const body = await readFile(path);
    const kept = served ? await reuse(path, body, dir, served) : false;
    if (kept) {
      report.files += 1;
      report.reused += 1;
      report.bytes += body.length;
      report.brBytes += kept.br;
      report.gzBytes += kept.gz;
      return;
    }
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    report.files += 1;
    report.bytes += body.length;
    if (br.length < body.length) {
      await writeFile(`${path}.br`, br);
      report.brBytes += br.length;
    }
    if (gz.length < body.length) {
      await writeFile(`${path}.gz`, gz);
      report.gzBytes += gz.length;
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < files.length) await one(files[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  report.ms = Math.round(performance.now() - started);
  return report;
}
