import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/freePort.ts';
import { waitFor } from './waitFor.ts';

/** The production Caddyfile (docs/deploy.md): the tests and the benchmark start this very file. */
export const CADDYFILE = fileURLToPath(new URL('../../deploy/Caddyfile', import.meta.url));

export const CADDY_MISSING = 'Caddy is needed here. Install it with `apt-get install caddy` (.ci/run does), or set CADDY to its path.';

export interface Caddy {
  /** http://127.0.0.1:<the port it listens on> */
  origin: string;
  /** What it printed so far (its log, one JSON object a line). */
  output(): string;
  /** Stops it and waits until it has gone. */
  stop(): Promise<void>;
}

const caddyBin = () => process.env.CADDY || 'caddy';

function requireCaddy(): void {
  try {
    execFileSync(caddyBin(), ['version'], { stdio: 'pipe' });
  } catch {
    throw new Error(CADDY_MISSING);
  }
}

/**
 * Caddy in front of `upstreams` (host:port each) on a free loopback port, as production runs it:
 * deploy/Caddyfile with its settings in the environment, plain HTTP on a test's address instead of
 * a domain with TLS. Its admin endpoint is off and its data and config folders are a temporary
 * folder's, so two runs on one machine never meet and nothing is written under $HOME.
 * `healthInterval` is how often it asks each server's /readyz (a test's swap is seconds long);
 * `port` one picked free beforehand, when the servers behind it must know their public address.
 */
export async function startCaddy(upstreams: string[], options: { healthInterval?: string; port?: number } = {}): Promise<Caddy> {
  requireCaddy();
  const dir = mkdtempSync(join(tmpdir(), 'theatre-caddy-'));
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(caddyBin(), ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: join(dir, 'data'),
      XDG_CONFIG_HOME: join(dir, 'config'),
      SITE_ADDRESS: origin,
      UPSTREAMS: upstreams.join(' '),
      CADDY_ADMIN: 'off',
      HEALTH_INTERVAL: options.healthInterval ?? '500ms',
    },
  });
  // The last of it: a load run logs a line per request.
  let out = '';
  const keep = (chunk: Buffer) => (out = (out + chunk).slice(-200_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const ready = await waitFor(
    'Caddy to serve its configuration',
    async () => (child.exitCode !== null ? 'stopped' : out.includes('serving initial configuration') ? 'ready' : undefined),
    60,
    50,
  ).catch(() => 'late');
  if (ready !== 'ready') {
    await stop();
    throw new Error(`Caddy ${ready === 'stopped' ? `stopped (exit code ${child.exitCode})` : 'did not start within 60 s'}:\n${out}`);
  }
  return { origin, output: () => out, stop };
}
