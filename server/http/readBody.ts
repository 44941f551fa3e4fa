import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** Bodies above this are refused before parsing: no call of the contract needs more. */
export const MAX_BODY_BYTES = 64 * 1024;

/** One line per problem, each naming the field: 'slotDate must be a date as YYYY-MM-DD'. */
export function describeIssues(error: z.ZodError, input: unknown): { message: string; errors: { field: string; message: string }[] } {
  const errors = error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    const sent = issue.path.reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), input);
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
    const text = await c.req.text();
    if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw badRequest('The request body is too large.');
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
  // PostgreSQL text cannot hold NUL: refuse it here, naming the field, rather than fail in a query.
  const nul = pathOfNul(input);
  if (nul !== undefined) {
    const message = `${nul} must not contain NUL characters`;
    throw badRequest(message, { errors: [{ field: nul, message }] });
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const { message, errors } = describeIssues(parsed.error, input);
    throw badRequest(message, { errors });
  }
  return parsed.data;
}

/**
 * Path of the first string (value or key) in a JSON value that holds a NUL character. Walked with
 * a list rather than recursion: a 64 KB body can nest thousands deep.
 */
function pathOfNul(input: unknown): string | undefined {
  const todo: [unknown, string][] = [[input, '']];
  for (let next = todo.pop(); next; next = todo.pop()) {
    const [value, path] = next;
    if (typeof value === 'string' && value.includes('\0')) return path || 'body';
    if (value === null || typeof value !== 'object') continue;
    for (const [key, v] of Object.entries(value)) {
      if (key.includes('\0')) return path || 'body';
      todo.push([v, path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}
