import type { Context } from 'hono';
import type { z } from 'zod';
import { readCounted } from './countedBody.ts';
import { badRequest } from './errors.ts';
import { largeJsonBodyOf } from './largeJsonBodies.ts';

/** One line per problem, each naming the field: 'slotDate must be a date as YYYY-MM-DD'. */
export function describeIssues(error: z.ZodError, input: unknown): { message: string; errors: { field: string; message: string }[] } {
  const errors = error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    const sent = issue.path.reduce<unknown>(
      (v, key) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined),
      input,
    );
    const text = issue.code === 'invalid_type' && sent === undefined ? 'is required' : issue.message;
    return { field, message: `${field} ${text}` };
  });
  return { message: errors.map((e) => e.message).join('; '), errors };
}

/**
 * Reads the JSON body and checks it against the call's schema. Unknown fields are dropped; an
 * empty body counts as {}; anything else that is not a JSON object is a 400 that says so.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let input: unknown = {};
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    // Its size and type were checked before any handler ran (http/bodyLimit.ts, http/jsonOnly.ts);
    // a call with a larger limit counts its body here, after its session.
    const large = largeJsonBodyOf(c);
    const text = large ? new TextDecoder().decode(await readCounted(c, large)) : await c.req.text();
    if (text.trim() !== '') {
      try {
        input = JSON.parse(text);
      } catch {
        throw badRequest('The request body must be valid JSON.');
      }
    }
  }
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw badRequest('The request body must be a JSON object.');
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const { message, errors } = describeIssues(parsed.error, input);
    throw badRequest(message, { errors });
  }
  return parsed.data;
}
