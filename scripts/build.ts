import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';
import { buildSite } from './buildSite.ts';

/**
 * `npm run build`: pre-renders the site from the API at API_ORIGIN, or, when that is unset, from
 * the embedded API started here for the length of the build (on a free port, API only).
 */
async function main() {
  if (process.env.API_ORIGIN) {
    await buildSite(process.env.API_ORIGIN);
    return;
  }
  const server = await startServer({ ...loadConfig(), port: 0, siteDir: undefined });
  try {
    await buildSite(server.url);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
