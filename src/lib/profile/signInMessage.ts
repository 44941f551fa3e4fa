/**
 * What the sign-in says when it fails (spec section 8): the server's message when it gave one
 * (a wrong phone or password, or 429 with when to retry), 'Login failed' when it gave none, and
 * 'Invalid credentials or server error.' when no answer could be read (no network, not JSON).
 */
export const MISSING_FIELDS = 'Please enter all fields';
export const LOGIN_FAILED = 'Login failed';
export const NO_ANSWER = 'Invalid credentials or server error.';

/** From a thrown ofetch error: `status` and the parsed body (`data`) when there was an answer. */
export function signInMessageOf(error: unknown): string {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (typeof status !== 'number' || data === undefined || data === null || typeof data !== 'object') return NO_ANSWER;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : LOGIN_FAILED;
}
