/**
 * A 400 from the API lists each wrong field as `{ field, message: 'email must be a valid e-mail
 * address' }`. These become a form's per-field messages ('must be a valid e-mail address'), for the
 * fields the form has; anything else is ignored (the body's message still says it).
 */
export function serverFieldErrors<F extends string>(errors: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!Array.isArray(errors)) return out;
  for (const item of errors) {
    const field = (item as { field?: unknown } | null)?.field;
    const message = (item as { message?: unknown } | null)?.message;
    if (typeof field !== 'string' || typeof message !== 'string' || !fields.includes(field as F) || out[field as F]) continue;
    out[field as F] = message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
  }
  return out;
}
