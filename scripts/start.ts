import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';
import { buildSite } from '../server/site/buildSite.ts';

/**
 * `npm start`: one process serves the API and the site on one port. It starts the API first, then
 * pre-renders the site from it (or from API_ORIGIN when set) and serves the result.
 * `--fresh` starts from an empty embedded database (end-to-end tests); `--no-build` serves the
 * site as last built.
 */
async function main() {
  const args = new Set(process.argv.slice(2));
  const config = loadConfig();
  const build = !args.has('--no-build');
  const server = await startServer(config, { siteBuilding: build, freshData: args.has('--fresh') });
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      console.log('\nStopping...');
      server.stop().then(() => process.exit(0));
    });
  }
  console.log(`API (${server.db.kind}) ready at ${server.url}/v1/theatre/`);
  if (build) {
    const local = `http://127.0.0.1:${server.port}`;
    try {
      await buildSite(process.env.API_ORIGIN || local, config.siteDir ?? 'dist');
    } catch (err) {
      if (stopping) return;
      console.error(err instanceof Error ? err.message : err);
      await server.stop();
      process.exit(1);
    }
    server.siteBuilt();
  }
  console.log(`\nSite and API ready at ${server.url}  (Ctrl-C to stop)`);
}

main().catch((err) => {
  console.error(`Could not start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
