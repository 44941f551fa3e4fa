import { spawn, type ChildProcess } from 'node:child_process';
import config from '../playwright.config.ts';

/**
 * The browser stage's web servers (playwright.config.ts), started by `npm test` with the stage before
 * the browser's: each starts a fresh embedded database and builds the site from it, mostly on one
 * core, beside that stage. The browser stage then finds them up and uses them (E2E_REUSE_SERVERS)
 * instead of waiting for the same work.
 */
export interface BrowserServers {
  /** Resolves once every server answers 200; rejects with what a server printed if one stops. */
  ready(): Promise<void>;
  stop(): void;
}

const servers = [config.webServer ?? []].flat();

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 0,
  );

export async function startBrowserServers(): Promise<BrowserServers> {
  for (const server of servers) {
    // An old server on the port would be taken for this run's, built from another database.
    if ((await answers(server.url!)) !== 0) throw new Error(`${server.url} already answers: stop what is serving there first.`);
  }
  const children = servers.map((server) => {
    const child = spawn(server.command, {
      shell: true,
      // Its own process group, so that stopping it stops the server under the shell too.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...server.env },
    });
    const err: Buffer[] = [];
    child.stderr!.on('data', (chunk: Buffer) => err.push(chunk));
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`${server.command} stopped (exit code ${code}):\n${Buffer.concat(err).toString()}`))),
    );
    exited.catch(() => {});
    return { server, child, exited };
  });
  const up = async (url: string, timeout: number) => {
    for (const until = Date.now() + timeout; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
      if ((await answers(url)) === 200) return;
    }
    throw new Error(`${url} did not answer 200 within ${timeout / 1000} s.`);
  };
  return {
    ready: () =>
      Promise.race([
        Promise.all(children.map(({ server }) => up(server.url!, server.timeout ?? 180_000))),
        ...children.map((c) => c.exited),
      ]).then(() => {}),
    stop: () => children.forEach(({ child }) => stopGroup(child)),
  };
}

function stopGroup(child: ChildProcess): void {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
