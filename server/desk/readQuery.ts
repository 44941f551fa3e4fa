import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from '../http/errors.ts';
import { describeIssues } from '../http/readBody.ts';

/**
 * Reads a GET call's query string against its schema, as readBody reads a POST's body: each
 * parameter once (a repeated one is a 400, rather than one of its values picked), an empty one as
 * absent (a form's blank filter), unknown ones dropped.
 */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const input: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length > 1)
      throw badRequest(`${key} must be given once`, { errors: [{ field: key, message: `${key} must be given once` }] });
    if (values[0] !== '') input[key] = values[0];
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const { message, errors } = describeIssues(parsed.error, input);
    throw badRequest(message, { errors });
  }
  return parsed.data;
}
