import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/** The peer's address as the socket saw it (no proxy headers are trusted). */
export function clientIp(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? '';
}
