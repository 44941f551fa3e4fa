import { describe, expect, it } from 'vitest';
import { extraPersonsFor, personLimit, withinPersonLimit } from '../../src/lib/booking/personLimit.ts';

/** Each price rule of src/lib/booking, once, table by table. Every amount here is integer paise. */

describe.each([
  // maxPeople, maxSeating, extraPerson, limit
  { maxPeople: 2, maxSeating: 4, extraPerson: 'Yes', limit: 4 },
  { maxPeople: 2, maxSeating: 4, extraPerson: 'No', limit: 2 },
  { maxPeople: 6, maxSeating: 4, extraPerson: 'Yes', limit: 6 }, // seats below the included count: never fewer than included
  { maxPeople: 1, maxSeating: 1, extraPerson: 'Yes', limit: 1 },
] as const)('personLimit of $maxPeople included, $maxSeating seats, extra persons $extraPerson', (room) => {
  it(`takes ${room.limit}`, () => expect(personLimit(room)).toBe(room.limit));
  it.each([
    [1, true],
    [room.limit, true],
    [room.limit + 1, false],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s persons: %s', (persons, ok) => expect(withinPersonLimit(persons, personLimit(room))).toBe(ok));
});

describe('extraPersonsFor', () => {
  it.each([
    [1, 2, 0],
    [2, 2, 0],
    [3, 2, 1],
    [10, 4, 6],
    [0, 0, 0],
  ])('%i persons with %i included: %i extra', (persons, included, extra) => expect(extraPersonsFor(persons, included)).toBe(extra));
});
