import type { Context } from 'hono';
import { z } from 'zod';
import { storableText } from '../../src/lib/api/fields.ts';

/** Bodies the sandbox accepts: none of its calls needs more. */
export const SANDBOX_MAX_BODY = 16 * 1024;

/** Text that a column can hold, of at most `max` characters. */
export const SafeText = (max: number) => storableText(z.string().max(max));

/** An id a merchant chooses (PhonePe: at most 63 of letters, digits, '_' and '-'). */
export const MerchantId = z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, 'must be 1 to 63 letters, digits, "_" or "-"');

/** Paise as a provider takes them: whole, at least 100 (₹1), and below what a column holds. */
export const Paise = z.number().int().min(100, 'must be at least 100 paise').max(1_000_000_000, 'is too large');

/** An http(s) address, as a place to send a browser back to. */
export const WebAddress = SafeText(2048).refine((s) => {
  try {
    return ['http:', 'https:'].includes(new URL(s).protocol);
  } catch {
    return false;
  }
}, 'must be an http or https URL');

/** The JSON body ({} when empty), or undefined when it is not JSON (the caller answers 400 in its provider's words). */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    const text = await c.req.text();
    return text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The first problem of a failed parse, as one line naming the field. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  return `${field}: ${issue?.message ?? 'is invalid'}`;
}

/** The origin pay pages are addressed on. */
export const originOf = (c: Context, publicOrigin: string | undefined) => publicOrigin ?? new URL(c.req.url).origin;
