import { describe, expect, it } from 'vitest';
import { GUESSABLE_MESSAGES as M, guessablePasswordProblem } from '../../src/lib/forms/guessablePassword.ts';

/** Passwords that guessing tries early are refused with the reason (ASVS 6.2.4); the rest pass. */

describe('a guessable password', () => {
  it.each([
    ['1234567890', M.common],
    ['password12', M.common],
    ['qwertyuiop', M.common],
    ['basketball', M.common],
    ['1qaz2wsx3edc', M.common],
    ['          ', M.oneCharacter],
    ['aaaaaaaaaaaa', M.oneCharacter],
    ['abcabcabcabc', M.repeated],
    ['abcdefghij', M.sequence],
    ['zxcvbnm,./', M.keyboard],
    ['P@ssw0rd123', M.lookAlike],
    ['0987654321', M.reversed],
    ['19/08/1990', M.date],
    ['Password1!', M.withLittleAdded],
    ['1111122222', M.patterns],
  ])('%j: %s', (password, reason) => expect(guessablePasswordProblem(password)).toBe(reason));

  it.each([
    ['9876500100ab', ['9876500100']],
    ['asha@example.com1', ['asha@example.com', 'Asha Rao']],
    ['AshaRao12345', ['9876500100', 'Asha Rao']],
  ])('%j is built on the account’s own details %j', (password, details) =>
    expect(guessablePasswordProblem(password, details)).toBe(M.ownDetails),
  );
});

describe('a password that is hard enough to guess', () => {
  it.each([
    'Owner-desk-2026',
    'FrontDesk-2026',
    'Kiran-desk-2026',
    'pw-0123456789ab',
    'correct horse battery',
    'mumbai2024!!',
    'ఇదిపాస్వర్డ్కాదు',
    'तारीख़ बदल दो',
  ])('%j passes', (password) => expect(guessablePasswordProblem(password, ['9876500100', 'Asha Rao'])).toBeUndefined());
});
