import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { parseEnvFile, parseUnitFile, readProjectFile, ROOT } from '../support/deployFiles.ts';

/**
 * The files of deploy/ that docs/deploy.md tells an operator to install: the production settings
 * start a production server, the systemd unit runs what `npm start` runs, and Caddy's settings
 * fill every placeholder of the Caddyfile (which tests/integration/proxy-*.test.ts start).
 */

const productionEnv = parseEnvFile(readProjectFile('deploy/theatre.env.example'));
const unit = parseUnitFile(readProjectFile('deploy/theatre.service'));

/** Every variable README.md's Configuration table names. */
function documentedSettings(): Set<string> {
  const readme = readProjectFile('README.md');
  const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  const names = new Set<string>();
  for (const line of table.split('\n').filter((l) => l.startsWith('| `'))) {
    for (const m of line.split(' | ')[0].matchAll(/`([A-Z_]+)`/g)) names.add(m[1]);
  }
  return names;
}

describe('the production settings (deploy/theatre.env.example)', () => {
  it('start a production server: every setting production refuses to start without is there and valid', () => {
    const config = loadConfig(productionEnv);
    expect(config.production).toBe(true);
    // These throw, as the server's start does, on a missing or malformed setting.
    expect(config.payments('http://127.0.0.1:4321').mode).toBe('live');
    expect(config.messages('http://127.0.0.1:4321').mode).toBe('live');
    expect(config.tokenSecret).toBeDefined();
    expect(new URL(config.siteUrl).protocol).toBe('https:');
  });

  it('trust the one proxy in front for the client address, and listen on loopback only', () => {
    const config = loadConfig(productionEnv);
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy('127.0.0.1', 0)).toBe(true);
    expect(config.trustProxy('203.0.113.9', 1)).toBe(false);
  });

  it('name only settings the server reads (README.md, Configuration)', () => {
    const documented = documentedSettings();
    expect(documented.size).toBeGreaterThan(20);
    expect(Object.keys(productionEnv).filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('the systemd unit (deploy/theatre.service)', () => {
  it('runs what `npm start` runs, with the Node that `npm ci` installed in its working folder', () => {
    const start = JSON.parse(readProjectFile('package.json')).scripts.start as string;
    const node = `${unit.WorkingDirectory[0]}/node_modules/.bin/node`;
    const commands = start.split('&&').map((c) => c.trim().replace(/^node /, `${node} `));
    expect([...(unit.ExecStartPre ?? []), ...unit.ExecStart]).toEqual(commands);
  });

  it('reads the settings file, restarts on a failure, and stops the server with SIGTERM', () => {
    expect(unit.EnvironmentFile).toEqual(['/etc/theatre/theatre.env']);
    expect(unit.Restart).toEqual(['on-failure']);
    expect(unit.KillSignal).toEqual(['SIGTERM']);
  });

  it('gives a stopping server longer than its own grace for the requests in flight before it is killed', () => {
    const grace = loadConfig(productionEnv).shutdownGraceSeconds;
    // The grace, then the leases handed back and the database closed.
    expect(Number(unit.TimeoutStopSec[0])).toBeGreaterThanOrEqual(grace + 15);
  });
});

describe("Caddy's settings (deploy/caddy.env.example, deploy/caddy-override.conf)", () => {
  const caddyfile = readProjectFile('deploy/Caddyfile');
  const placeholders = [...caddyfile.matchAll(/\{\$([A-Z_]+)(:[^}]*)?\}/g)];
  const caddyEnv = parseEnvFile(readProjectFile('deploy/caddy.env.example'));

  it('fill every placeholder of the Caddyfile that has no default, and set nothing it does not read', () => {
    const required = placeholders.filter((m) => m[2] === undefined).map((m) => m[1]);
    expect(required.sort()).toEqual(['SITE_ADDRESS', 'UPSTREAMS']);
    for (const name of required) expect(caddyEnv[name], name).toBeTruthy();
    const read = new Set(placeholders.map((m) => m[1]));
    expect(Object.keys(caddyEnv).filter((name) => !read.has(name))).toEqual([]);
  });

  it("are loaded into Debian's caddy.service from the file the example is meant for", () => {
    const override = parseUnitFile(readProjectFile('deploy/caddy-override.conf'));
    expect(override.EnvironmentFile).toEqual(['/etc/caddy/caddy.env']);
    expect(readProjectFile('deploy/caddy.env.example')).toContain('/etc/caddy/caddy.env');
  });
});

describe('docs/deploy.md', () => {
  it('shows every file of deploy/, and no other', () => {
    const doc = readProjectFile('docs/deploy.md');
    const named = new Set([...doc.matchAll(/deploy\/([A-Za-z0-9_.-]+)/g)].map((m) => m[1]));
    expect([...named].sort()).toEqual(readdirSync(`${ROOT}/deploy`).sort());
  });
});
