import { ZxcvbnFactory, type Match } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * Whether a new password is one that guessing tries early (ASVS 6.2.4), for staff and customers
 * alike: zxcvbn-ts with its common language package (about 49,000 of the most used passwords,
 * common words, and the keyboard layouts) finds common passwords, look-alike spellings, keyboard
 * runs, repeats, sequences, dates and the account's own login or name, and estimates how many
 * guesses the password would take. Below a million, it is refused, with the reason a person can
 * act on. The list and the matchers weigh about 600 KB, so this runs on the server only: the forms
 * show what the server answers (.dependency-cruiser.cjs keeps it out of the browser's bundles).
 */

/**
 * Fewer guesses than 10^6 is zxcvbn's 'very guessable' (score 0 or 1): what a throttled online
 * attacker could still reach over time. Length alone already asks for 10 characters.
 */
const MIN_GUESSES_LOG10 = 6;

export const GUESSABLE_MESSAGES = {
  common: 'is one of the most common passwords',
  lookAlike: 'is a common password with look-alike symbols for letters',
  reversed: 'is a common password written backwards',
  commonWord: 'is a common word',
  ownDetails: 'is built on the login or the name',
  keyboard: 'is a keyboard run',
  oneCharacter: 'is one character repeated',
  repeated: 'repeats a short pattern',
  sequence: 'is a sequence of letters or digits',
  date: 'is a date',
  withLittleAdded: 'is a common password with a little added',
  patterns: 'is made of patterns that are guessed early (repeats, runs, sequences, dates)',
} as const;

let factory: ZxcvbnFactory | undefined;
/** Built on first use (about 0.1 s: the dictionaries are ranked), so that importing this costs nothing. */
const zxcvbn = (): ZxcvbnFactory => (factory ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs }));

/** The reason one part of a password is guessable, as zxcvbn matched it. */
function reasonOf(match: Match): string {
  switch (match.pattern) {
    case 'dictionary':
      if (match.dictionaryName === 'userInputs') return GUESSABLE_MESSAGES.ownDetails;
      if (match.l33t) return GUESSABLE_MESSAGES.lookAlike;
      if (match.reversed) return GUESSABLE_MESSAGES.reversed;
      return match.dictionaryName === 'passwords' || match.dictionaryName === 'passwords-common'
        ? GUESSABLE_MESSAGES.common
        : GUESSABLE_MESSAGES.commonWord;
    case 'spatial':
      return GUESSABLE_MESSAGES.keyboard;
    case 'repeat':
      return [...String(match.baseToken)].length === 1 ? GUESSABLE_MESSAGES.oneCharacter : GUESSABLE_MESSAGES.repeated;
    case 'sequence':
      return GUESSABLE_MESSAGES.sequence;
    default:
      return GUESSABLE_MESSAGES.date;
  }
}

/**
 * An account's details as a guesser tries them: whole, run together and word by word ('Asha Rao',
 * 'AshaRao', 'Asha', 'Rao'; 'asha' of asha@example.com).
 */
const wordsOf = (details: readonly string[]): string[] => [
  ...new Set(
    details.flatMap((d) => {
      const words = d.split(/[^\p{L}\p{N}]+/u).filter((w) => [...w].length >= 3);
      return [d, words.join(''), ...words];
    }),
  ),
];

/**
 * Why the password would be guessed early, or undefined when it would not. `accountDetails`: the
 * account's login and name, which a guesser tries first.
 */
export function guessablePasswordProblem(password: string, accountDetails: readonly string[] = []): string | undefined {
  const result = zxcvbn().check(password, wordsOf(accountDetails));
  if (result.guessesLog10 >= MIN_GUESSES_LOG10) return undefined;
  const parts = result.sequence.filter((m) => m.pattern !== 'bruteforce');
  const whole = parts.length === 1 && parts[0].i === 0 && parts[0].j === password.length - 1;
  if (whole) return reasonOf(parts[0]);
  const own = parts.find((m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs');
  if (own) return GUESSABLE_MESSAGES.ownDetails;
  return parts.some((m) => m.pattern === 'dictionary') ? GUESSABLE_MESSAGES.withLittleAdded : GUESSABLE_MESSAGES.patterns;
}
