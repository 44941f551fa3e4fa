import type { Context } from 'hono';
import { HttpError } from '../http/errors.ts';

/**
 * The version a save was read at, from its If-Match header ("3", W/"3" or 3): a save must say
 * which version it changes, so that one made over a newer change is refused (412), not lost.
 */
export function ifMatchVersion(c: Context): number {
  const raw = c.req.header('if-match');
  if (raw === undefined || raw.trim() === '')
    throw new HttpError(428, 'Say which version you edited: send the If-Match header with the version you read.');
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(raw);
  if (!m) throw new HttpError(400, 'If-Match must be the version you read, a whole number like "3".');
  return Number(m[1]);
}
