import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors.ts';
import { fileBodyOf, fileTooLarge } from './fileBodies.ts';

/** Bodies above this are refused: no call of the contract needs more. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Refuses a body over the limit before it is read whole: at once when its declared length says so,
 * else as soon as the streamed bytes pass it, so a refused body never grows the server's memory.
 * The connection is closed rather than drained, so a client streaming gigabytes is cut off.
 *
 * A call that takes a file (fileBodies.ts) has its own, larger, limit: a declared length over it is
 * refused here, and the call counts the bytes itself as it reads them (readFileBody), after its
 * session is checked, so that no caller without one makes the server hold megabytes.
 */
export function limitBody(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  const json = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header('connection', 'close');
      throw new HttpError(413, `The request body is too large: at most ${Math.round(maxBytes / 1024)} KB is accepted.`);
    },
  });
  return async (c, next) => {
    const file = fileBodyOf(c);
    if (!file) return json(c, next);
    if (Number(c.req.header('content-length') ?? 0) > file.maxBytes) throw fileTooLarge(c, file);
    await next();
  };
}
