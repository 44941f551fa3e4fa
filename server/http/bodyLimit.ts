import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors.ts';
import { refuseTooLarge, tooLargeMessage } from './countedBody.ts';
import { fileBodyOf } from './fileBodies.ts';
import { largeJsonBodyOf } from './largeJsonBodies.ts';

/** Bodies above this are refused, but those of the few calls whose schema accepts more (largeJsonBodies.ts) and the files. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Refuses a body over the limit before it is read whole: at once when its declared length says so,
 * else as soon as the streamed bytes pass it, so a refused body never grows the server's memory.
 * The connection is closed rather than drained, so a client streaming gigabytes is cut off.
 *
 * A call that takes a file (fileBodies.ts), or JSON larger than this limit (largeJsonBodies.ts), has
 * its own limit: a declared length over it is refused here, and the body is counted as it is read
 * (readCounted), after the session is checked, so that no caller without one makes the server hold
 * more than this limit.
 */
export function limitBody(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  const json = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header('connection', 'close');
      throw new HttpError(413, tooLargeMessage(maxBytes));
    },
  });
  return async (c, next) => {
    const own = fileBodyOf(c) ?? largeJsonBodyOf(c);
    if (!own) return json(c, next);
    if (Number(c.req.header('content-length') ?? 0) > own.maxBytes) throw refuseTooLarge(c, own);
    await next();
  };
}
