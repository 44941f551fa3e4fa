import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Pre-renders the site into `outDir` with `astro build` reading the API at `apiOrigin`. The browser's islands
 * call API_ORIGIN when it is set, and otherwise the origin that serves the page.
 */
export function buildSite(apiOrigin: string, outDir: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${root}node_modules/astro/bin/astro.mjs`, 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, BUILD_API_ORIGIN: apiOrigin, PUBLIC_API_ORIGIN: env.API_ORIGIN ?? '', SITE_DIR: outDir },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`The site build failed (${signal ?? `exit code ${code}`}).`)),
    );
  });
}
