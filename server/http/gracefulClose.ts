import { Server as NetServer, type Socket } from 'node:net';
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

export interface GracefulClose {
  /**
   * Stops taking connections and lets the requests in flight finish, for `graceMs` at most, then
   * closes whatever connections are left. A kept-alive connection holds nothing up: it is closed
   * as soon as it has no request in flight. True when every request finished.
   */
  close(graceMs: number): Promise<boolean>;
}

/**
 * Follows a server's connections and the requests in flight on each, from its start, for a close
 * that waits for them. Node's own server.close() (and closeIdleConnections) takes a connection
 * whose response is ended but still being sent for idle, and cuts a slow download short: here a
 * connection is busy until its response has gone out whole ('finish').
 */
export function gracefulClose(server: ServerType): GracefulClose {
  const inFlight = new Map<Socket, number>();
  let closing = false;
  const endIfIdle = (socket: Socket) => {
    if (closing && !inFlight.get(socket)) socket.end();
  };
  server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  server.on('request', (req: { socket: Socket }, res: NodeJS.EventEmitter) => {
    const socket = req.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    res.once('close', () => {
      inFlight.set(socket, Math.max(0, (inFlight.get(socket) ?? 1) - 1));
      endIfIdle(socket);
    });
  });
  return {
    async close(graceMs) {
      closing = true;
      // The listening socket alone: its connections stay until their requests are answered.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      for (const socket of inFlight.keys()) endIfIdle(socket);
      const finished = await settledWithin(closed, graceMs);
      if (!finished) {
        for (const socket of inFlight.keys()) socket.destroy();
        await closed;
      }
      return finished;
    },
  };
}
