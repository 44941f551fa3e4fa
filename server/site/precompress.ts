import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressible } from '../http/contentTypes.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this a file fits in a packet or two as it is: compressing it saves nothing worth a copy. */
export const MIN_BYTES = 1024;

export interface PrecompressReport {
  files: number;
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

/**
 * Writes `x.br` and `x.gz` beside every text file of a built site (HTML, CSS, JS, SVG, JSON, XML,
 * text) of at least MIN_BYTES, at the strongest settings: the site is compressed once per build
 * instead of once per request. A copy that would not be smaller is not written. The work runs
 * in zlib's thread pool, as many files at a time as there are cores.
 */
export async function precompress(dir: string): Promise<PrecompressReport> {
  const started = performance.now();
  const report: PrecompressReport = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0, ms: 0 };
  const files: string[] = [];
  for await (const path of walk(dir)) if (isCompressible(path)) files.push(path);

  const one = async (path: string) => {
    if ((await stat(path)).size < MIN_BYTES) return;
    const body = await readFile(path);
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
