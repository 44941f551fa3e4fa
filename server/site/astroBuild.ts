import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openAstroWorkDir } from './astroWorkDir.ts';
import { plainLine } from './buildProgress.ts';
import { mediaOriginOf } from './releaseView.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Lines of the build's error output kept for its failure message: enough for astro's error and where it came from. */
const ERROR_LINES = 20;

export interface AstroBuildOptions {
  /** The API the pages are rendered from (BUILD_API_ORIGIN). */
  apiOrigin: string;
  outDir: string;
  env: NodeJS.ProcessEnv;
  /** Each line the build prints, as it prints it (its progress). */
  onLine?: (line: string) => void;
  /** Ends the build (its process is stopped): the server is stopping. */
  signal?: AbortSignal;
}

/**
 * Runs `astro build` into outDir, reading the API at apiOrigin, in working folders of its own
 * (astroWorkDir.ts), removed when it ends. Its output still reaches the server's log, a line at a
 * time, and through onLine whoever follows the build. A failed build's error names the end of what
 * it printed on stderr (astro's own message), so that it can be shown to whoever asked for the
 * build, not only in the server's log.
 */
export async function astroBuild(options: AstroBuildOptions): Promise<void> {
  const work = await openAstroWorkDir(root);
  try {
    await runAstro(options, work.dir);
    await work.keepImages();
  } finally {
    await work.remove();
  }
}

function runAstro({ apiOrigin, outDir, env, onLine, signal }: AstroBuildOptions, workDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${root}node_modules/astro/bin/astro.mjs`, 'build', '--root', root], {
      cwd: workDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
      // The browser's islands call API_ORIGIN when it is set, and otherwise the page's own origin.
      env: {
        ...env,
        BUILD_API_ORIGIN: apiOrigin,
        BUILD_MEDIA_ORIGIN: mediaOriginOf(apiOrigin),
        PUBLIC_API_ORIGIN: env.API_ORIGIN ?? '',
        PUBLIC_BOOKING_HORIZON_DAYS: env.BOOKING_HORIZON_DAYS ?? '',
        SITE_DIR: outDir,
        ASTRO_WORK_DIR: workDir,
      },
    });
    const errors: string[] = [];
    const lastOut: string[] = [];
    const keep = (list: string[], line: string) => {
      const plain = plainLine(line).trimEnd();
      if (plain.trim() === '') return;
      list.push(plain);
      if (list.length > ERROR_LINES) list.shift();
    };
    const outLines = createInterface({ input: child.stdout });
    outLines.on('line', (line) => {
      process.stdout.write(`${line}\n`);
      keep(lastOut, line);
      onLine?.(line);
    });
    const errLines = createInterface({ input: child.stderr });
    errLines.on('line', (line) => {
      process.stderr.write(`${line}\n`);
      keep(errors, line);
      onLine?.(line);
    });
    const closed = Promise.all([new Promise((r) => outLines.once('close', r)), new Promise((r) => errLines.once('close', r))]);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      // The last lines are read before the outcome is told, so the message has them all.
      void closed.then(() => {
        if (code === 0) return resolve();
        const why = (errors.length ? errors : lastOut).join('\n');
        reject(new Error(`The site build failed (${signal ?? `exit code ${code}`}).${why ? `\n${why}` : ''}`));
      });
    });
  });
}
