import type { Context } from 'hono';
import { DESK_PREFIX, deskRoutes } from '../../src/lib/api/deskRoutes.ts';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from '../../src/lib/api/deskImages.ts';
import { HttpError } from './errors.ts';

/** A call whose body is a file, not JSON: how large it may be, and what to say when it is larger. */
export interface FileBody {
  maxBytes: number;
  tooLarge: string;
}

/**
 * The calls that take a file as their body, by path. Every other call takes JSON of at most
 * MAX_BODY_BYTES (bodyLimit.ts, jsonOnly.ts); each of these checks its own body's type and content.
 */
const FILE_BODIES = new Map<string, FileBody>([
  [`${DESK_PREFIX}${deskRoutes.imageUpload.path}`, { maxBytes: IMAGE_MAX_BYTES, tooLarge: IMAGE_TOO_LARGE }],
]);

/** The file body a request may carry, when it is a POST to one of those calls. */
export const fileBodyOf = (c: Context): FileBody | undefined => (c.req.method === 'POST' ? FILE_BODIES.get(c.req.path) : undefined);

/** Refuses a file over its call's limit; the connection is closed rather than the rest drained. */
export function fileTooLarge(c: Context, file: FileBody): HttpError {
  c.header('connection', 'close');
  return new HttpError(413, file.tooLarge);
}

/**
 * The file a call was sent, read by the call itself once its session is checked: nothing is read for
 * a caller without one. The bytes are counted as they arrive, so a body longer than its declared
 * length, or streamed without one, stops at the limit too (413).
 */
export async function readFileBody(c: Context): Promise<Uint8Array> {
  const file = fileBodyOf(c);
  if (!file) throw new Error(`readFileBody: ${c.req.method} ${c.req.path} takes no file`);
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > file.maxBytes) {
      await reader.cancel().catch(() => {});
      throw fileTooLarge(c, file);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
