import { resolve } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';
import { buildSite } from '../server/site/buildSite.ts';

/** Who made a build of `npm run build`, in the releases and on the desk. */
const BUILD_COMMAND = { staffId: null, staffName: 'npm run build' };

/**
 * `npm run build`: pre-renders the site. With API_ORIGIN set, from that API, touching no database
 * here (the site of an API served elsewhere). Otherwise from the embedded API started here for the
 * length of the build (on BUILD_PORT, 4329), as the server's own builds are made: in turn with any
 * server building on the same database, and recorded as the live release.
 */
async function main() {
  const config = loadConfig();
  const siteDir = config.siteDir ?? resolve('dist');
  if (config.apiOrigin) {
    await buildSite(config.apiOrigin, siteDir, config.buildEnv);
    return;
  }
  // Building: the release manager takes no queued work, and this process's build is its only one.
  const server = await startServer({ ...config, port: config.buildPort, siteDir }, { siteBuilding: true });
  try {
    if (!(await server.buildLiveSite(BUILD_COMMAND))) throw new Error('The site was not built (see above).');
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
