import { spawn } from 'node:child_process';

/**
 * `node tests/support/startAfter.ts URL -- command args...`: waits until URL answers 200, then runs the
 * command in this process's place. Playwright starts its web servers side by side; the cross-origin
 * site must be built from the main server's API only once that server is ready, or the two builds
 * compete for the same API and image cache while it is still building.
 */
async function main() {
  const [url, dashes, cmd, ...args] = process.argv.slice(2);
  if (!url || dashes !== '--' || !cmd) {
    console.error('usage: node tests/support/startAfter.ts URL -- command [args...]');
    process.exit(2);
  }
  // Whoever started this bounds the wait (playwright.config.ts's timeouts); this one is only so that
  // a process left behind by a run that was killed does not ask for ever.
  const deadline = Date.now() + 1_800_000;
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      console.error(`${url} did not answer 200 within 30 minutes.`);
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  const child = spawn(cmd, args, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main();
