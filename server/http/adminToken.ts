import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';

/** Whether the request carries `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. */
export function adminAuthorised(c: Context, token: string): boolean {
  const sent = Buffer.from(c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
