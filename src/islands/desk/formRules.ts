import { normaliseLogin } from '../../lib/desk/login.ts';
import { DeskError } from './deskApi.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../lib/desk/passwordRule.ts';

/**
 * The desk forms' own checks, in the words of a form, by the rules the server applies
 * (src/lib/desk): a person learns at the field, before anything is sent.
 */

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; not the phone or e-mail it signs in with, nor a common password, a keyboard run or a sequence.`;

/** What is wrong with a typed login, or undefined. */
export function loginMessage(typed: string): string | undefined {
  if (!typed.trim()) return 'Please enter the phone or e-mail.';
  return normaliseLogin(typed) === undefined ? 'Please enter a 10-digit mobile number or an e-mail address.' : undefined;
}

/** What is wrong with a new password for the account with this login (as typed or stored), or undefined. */
export function newPasswordMessage(password: string, login: string): string | undefined {
  if (!passwordProblem(password, normaliseLogin(login) ?? login.trim().toLowerCase())) return undefined;
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return 'The password must not be the phone or e-mail it signs in with.';
}

/**
 * The server's refusal of a new password the form could not foresee (one guessing tries early: only
 * the server holds the list), in the form's words: 'password is a keyboard run' is 'The password is
 * a keyboard run: please choose one that is harder to guess.' Undefined for any other failure.
 */
export function refusedPasswordMessage(failure: unknown, field: string): string | undefined {
  const said = failure instanceof DeskError ? failure.fields[field] : undefined;
  if (!said) return undefined;
  return `The password ${said.startsWith(`${field} `) ? said.slice(field.length + 1) : said}: please choose one that is harder to guess.`;
}
