import type { Context } from 'hono';
import { HttpError } from './errors.ts';

/**
 * A body its call reads itself, once its session is checked, so that no caller without one makes
 * the server hold more than the usual limit: how large it may be, and what to say when it is larger.
 */
export interface CountedBody {
  maxBytes: number;
  tooLarge: string;
}

/** The usual words of a 413: the limit in whole KB, rounded down so that it is never more than is taken. */
export const tooLargeMessage = (maxBytes: number): string =>
  `The request body is too large: at most ${Math.floor(maxBytes / 1024)} KB is accepted.`;

/** Refuses a body over its limit; the connection is closed rather than the rest drained. */
export function refuseTooLarge(c: Context, body: CountedBody): HttpError {
  c.header('connection', 'close');
  return new HttpError(413, body.tooLarge);
}

/**
 * The body, its bytes counted as they arrive: a body longer than its declared length, or streamed
 * without one, stops at the limit too (413).
 */
export async function readCounted(c: Context, limit: CountedBody): Promise<Uint8Array> {
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit.maxBytes) {
      await reader.cancel().catch(() => {});
      throw refuseTooLarge(c, limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
