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
  if (config.apiOrigin) {
    await buildSite(config.apiOrigin, outDir, config.buildEnv);
    return;
  }
  const server = await startServer({ ...config, port: config.buildPort, siteDir: undefined });
  try {
    await buildSite(`http://127.0.0.1:${server.port}`, outDir, config.buildEnv);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
