import { guessablePasswordProblem } from '../../src/lib/forms/guessablePassword.ts';
import { passwordProblem } from '../../src/lib/desk/passwordRule.ts';

/**
 * What is wrong with a new staff password, everywhere one is set (an account added, a reset, one's
 * own change, `npm run desk -- add-owner`): the desk's forms' rule (length, not the login), then
 * whether it is one guessing tries early (a common password, a keyboard run, a repeat, a sequence,
 * the login or the name), which only the server checks: its list is too heavy for the desk's page.
 */
export function newPasswordProblem(password: string, login: string, name?: string): string | undefined {
  return passwordProblem(password, login) ?? guessablePasswordProblem(password, name === undefined ? [login] : [login, name]);
}
