// Every script needs Node 24 (Astro 7, Vitest 5, type stripping). npm puts node_modules/.bin
// first on PATH, so `npm run` finds the pinned Node; running a tool directly does not.
// A .mjs file in plain JavaScript on purpose: an older Node cannot run .ts, and must still explain itself.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project needs Node 24 or newer, but this is Node ${process.versions.node}.\n` +
      'Run it through npm (npm start, npm test, npm run <script>) after `npm ci`, which installs Node 24 ' +
      'into node_modules/.bin. If you ran `npm ci --ignore-scripts`, that is fine too: the pinned Node ' +
      'comes from a package without an install script.',
  );
  process.exit(1);
}
