import { normaliseLogin } from './login.ts';

/**
 * What a staff password must be, checked by the server on every new password (an account added,
 * a reset, a change) and by the desk's forms before they send one. Length is what counts against
 * guessing (NIST SP 800-63B): no rules about kinds of characters, but not the login itself.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  tooShort: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  isLogin: 'must not be the login',
} as const;

/** What is wrong with a new password for the account with this (stored) login, or undefined. */
export function passwordProblem(password: string, login: string): string | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if ([...password].length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const asLogin = normaliseLogin(password) ?? password.trim().toLowerCase();
  return asLogin === login ? PASSWORD_MESSAGES.isLogin : undefined;
}
