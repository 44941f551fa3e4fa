import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { SiteRebuilder } from '../site/rebuilder.ts';

function authorised(c: Context, token: string): boolean {
  const sent = Buffer.from(c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * The content editors' trigger: POST /admin/rebuild (bearer ADMIN_TOKEN) rebuilds the site from
 * the API in the background and swaps it in when complete; GET tells how that is going.
 */
export function rebuildRoutes(app: Hono, token: string, rebuilder: SiteRebuilder): void {
  app.use('/admin/rebuild', async (c, next) => {
    if (!authorised(c, token)) {
      c.header('www-authenticate', 'Bearer');
      return c.json({ success: false, message: 'A valid admin token is required.' }, 401);
    }
    return next();
  });
  app.post('/admin/rebuild', (c) => {
    const outcome = rebuilder.request();
    const message = outcome === 'started' ? 'Rebuild started.' : 'A rebuild is running; another will follow it.';
    return c.json({ success: true, message, ...rebuilder.status() }, 202);
  });
  app.get('/admin/rebuild', (c) => c.json({ success: true, message: 'OK', ...rebuilder.status() }));
}
