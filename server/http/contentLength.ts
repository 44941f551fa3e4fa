import type { MiddlewareHandler } from 'hono';

/**
 * Gives each API answer its Content-Length. Hono's JSON answers come without one, so compress()
 * cannot tell a 90-byte answer (which gzip would make larger) from a large one, and compressed
 * them all; the answers are small and already whole in memory, so measuring them costs little.
 */
export const contentLength = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!c.res.body || c.res.headers.has('content-length') || c.res.headers.has('content-encoding')) return;
  const body = await c.res.arrayBuffer();
  const res = new Response(body, c.res);
  res.headers.set('content-length', String(body.byteLength));
  c.res = res;
};
