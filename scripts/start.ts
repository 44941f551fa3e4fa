import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';
import { siteToServe } from '../server/site/siteToServe.ts';
import { demoSignInLine } from '../server/db/seed/demoSignIn.ts';
import { deskSignInLines } from '../server/db/seed/devStaff.ts';

/**
 * `npm start`: one process serves the API and the site on one port. It starts the API first, then
 * pre-renders the site from it (or from API_ORIGIN when set) and serves the result, in turn with
 * the builds of any other server on the database (a Publish there goes first); meanwhile the last
 * complete build, if any, is served, and pages answer 503 only when there is none.
 * `--fresh` starts from an empty embedded database and no site (end-to-end tests: nothing is
 * served until the site is built from that database); `--no-build` serves the site as last built.
 * In development it prints the demo customer's sign-in and the desk's, one line per role.
 */
async function main() {
  const args = new Set(process.argv.slice(2));
  const config = loadConfig();
  const siteDir = config.siteDir;
  // SITE_DIR='' serves no site, so none is built.
  const build = !args.has('--no-build') && siteDir !== undefined;
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
    if (siteToServe(siteDir, true) === siteDir) console.log(`Serving the last build at ${server.url} while the site is rebuilt.`);
    // A build that failed or was not used has said why in the log (server/site/buildRelease.ts).
    const live = await server.buildLiveSite();
    if (stopping) return;
    if (!live) {
      if (siteToServe(siteDir, false) !== siteDir) {
        console.error('No site to serve: the build failed.');
        await server.stop();
        process.exit(1);
      }
      console.error('The last complete build is still served.');
    }
    await server.siteBuilt();
  }
  console.log(`\nSite and API ready at ${server.url}  (Ctrl-C to stop)`);
  const demo = demoSignInLine(config);
  if (demo) console.log(demo);
  // The development desk accounts (one per role) that still sign in with their published passwords.
  for (const line of await deskSignInLines(server.db, config)) console.log(line);
}

main().catch((err) => {
  console.error(`Could not start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
