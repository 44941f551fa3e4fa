import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors.ts';
import { fileBodyOf } from './fileBodies.ts';

/** The media type of a Content-Type header, lower case, without its parameters. */
export const mediaType = (contentType: string | undefined): string => (contentType ?? '').split(';')[0].trim().toLowerCase();

/**
 * POST bodies must be JSON, declared as such. A plain cross-site HTML form can only send
 * urlencoded, multipart or text/plain bodies, so refusing those (415) keeps another site from
 * posting in a visitor's name; a script that sends JSON cross-site must pass CORS first.
 * A POST with no body at all needs no type (the content calls take none). A call that takes a file
 * (fileBodies.ts) checks its own body's type, after its session.
 */
export function jsonOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'POST' && !fileBodyOf(c)) {
      const type = c.req.header('content-type');
      const length = c.req.header('content-length');
      const hasBody = c.req.header('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
      if ((type !== undefined || hasBody) && mediaType(type) !== 'application/json') {
        throw new HttpError(
          415,
          `The request body must be JSON, sent with Content-Type: application/json (not ${type ? `"${mediaType(type)}"` : 'without a type'}).`,
        );
      }
    }
    await next();
  };
}
