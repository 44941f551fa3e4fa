import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts the product as `npm start` runs it (build, then serve on one port) or the API alone,
 * and waits until it answers. Used by the benchmarks.
 */
export interface Running {
  origin: string;
  stop(): Promise<void>;
}

async function waitUntil(url: string, seconds: number, child: ChildProcess): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before it was ready.`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} was not ready within ${seconds} s.`);
}

export async function serveProduct(options: { port: number; env: NodeJS.ProcessEnv; apiOnly?: boolean }): Promise<Running> {
  const script = options.apiOnly ? 'server/main.ts' : 'scripts/start.ts';
  const child = spawn(process.execPath, [script], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...options.env, PORT: String(options.port), ...(options.apiOnly ? { SITE_DIR: '' } : {}) },
  });
  const origin = `http://127.0.0.1:${options.port}`;
  await waitUntil(options.apiOnly ? `${origin}/v1/theatre/openapi.json` : `${origin}/`, 600, child);
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
