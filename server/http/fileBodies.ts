import type { Context } from 'hono';
import { DESK_PREFIX, deskRoutes } from '../../src/lib/api/deskRoutes.ts';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from '../../src/lib/api/deskImages.ts';
import { readCounted, type CountedBody } from './countedBody.ts';

/**
 * The calls that take a file as their body, by path. Every other call takes JSON of at most
 * MAX_BODY_BYTES (bodyLimit.ts, jsonOnly.ts) or of its schema's size (largeJsonBodies.ts); each of
 * these checks its own body's type and content.
 */
const FILE_BODIES = new Map<string, CountedBody>([
  [`${DESK_PREFIX}${deskRoutes.imageUpload.path}`, { maxBytes: IMAGE_MAX_BYTES, tooLarge: IMAGE_TOO_LARGE }],
]);

/** The file body a request may carry, when it is a POST to one of those calls. */
export const fileBodyOf = (c: Context): CountedBody | undefined => (c.req.method === 'POST' ? FILE_BODIES.get(c.req.path) : undefined);

/**
 * The file a call was sent, read by the call itself once its session is checked: nothing is read for
 * a caller without one. The bytes are counted as they arrive, so a body longer than its declared
 * length, or streamed without one, stops at the limit too (413).
 */
export async function readFileBody(c: Context): Promise<Uint8Array> {
  const file = fileBodyOf(c);
  if (!file) throw new Error(`readFileBody: ${c.req.method} ${c.req.path} takes no file`);
  return readCounted(c, file);
}
