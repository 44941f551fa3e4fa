import { resolve } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';
import { buildSite } from '../server/site/buildSite.ts';

/**
 * `npm run build`: pre-renders the site from the API at API_ORIGIN, or, when that is unset, from
 * the embedded API started here for the length of the build (API only, on BUILD_PORT, 4329).
 */
async function main() {
  const config = loadConfig();
  const outDir = config.siteDir ?? resolve('dist');
  if (process.env.API_ORIGIN) {
    await buildSite(process.env.API_ORIGIN, outDir, process.env);
    return;
  }
  // A fixed port, not any free one: Astro caches the images it re-encodes by their URL, so a
  // stable origin lets the next build reuse them instead of encoding every image again.
  const server = await startServer({ ...config, port: Number(process.env.BUILD_PORT ?? 4329), siteDir: undefined });
  try {
    await buildSite(`http://127.0.0.1:${server.port}`, outDir, process.env);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
