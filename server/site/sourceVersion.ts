import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { files, portablePath } from '../files/folderFiles.ts';

/** What a build reads besides the API: the site's code and assets, its dependencies, and its build settings. */
const SOURCES = ['src', 'public', 'astro.config.mjs', 'tailwind.config.cjs', 'tsconfig.json', 'package-lock.json'];
/** The settings astro.config.mjs and the pages read at build time (astroBuild.ts passes them on). */
const SETTINGS = ['SITE_URL', 'API_ORIGIN', 'BOOKING_HORIZON_DAYS', 'SITE_IMAGES'];

/**
 * One hash of everything a build of the site reads but the content: two servers with the same
 * version build the same pages from the same content. A server that starts serves the live
 * release's stored files instead of building only when the release has its version, so an upgrade
 * (or a change to the code in development) is built, never served from an older build.
 */
export async function sourceVersion(root: string, env: NodeJS.ProcessEnv): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    const paths: string[] = [];
    for await (const path of files(join(root, source))) paths.push(path);
    // A single file: `files` lists nothing for it.
    if (paths.length === 0) paths.push(join(root, source));
    for (const path of paths.sort()) {
      const bytes = await readFile(path).catch(() => undefined);
      if (!bytes) continue;
      hash.update(`${portablePath(root, path)}\0${bytes.length}\0`).update(bytes);
    }
  }
  for (const name of SETTINGS) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex').slice(0, 32);
}
