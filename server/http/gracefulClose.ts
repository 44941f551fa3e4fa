import type { ServerType } from '@hono/node-server';

/** Resolves when `work` settles or after `ms`, whichever is first; true when it settled. */
export function settledWithin(work: Promise<unknown> | undefined, ms: number): Promise<boolean> {
  if (!work) return Promise.resolve(true);
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]).finally(() => clearTimeout(timer));
}

/** How often connections that went idle are closed while the server waits for the others. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops taking connections and lets the requests in flight finish, for `graceMs` at most, then
 * closes whatever connections are left. A kept-alive connection holds nothing up: it is closed as
 * soon as it is idle (at once, or once its request is answered). True when every request finished.
 */
export async function closeGracefully(server: ServerType, graceMs: number): Promise<boolean> {
  const http = server as ServerType & { closeIdleConnections?: () => void; closeAllConnections?: () => void };
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  http.closeIdleConnections?.();
  const sweep = setInterval(() => http.closeIdleConnections?.(), IDLE_SWEEP_MS);
  try {
    const finished = await settledWithin(closed, graceMs);
    if (!finished) {
      http.closeAllConnections?.();
      await closed;
    }
    return finished;
  } finally {
    clearInterval(sweep);
  }
}
