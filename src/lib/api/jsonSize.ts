import type { z } from 'zod';

/**
 * The most bytes a JSON body can take and still pass a schema, for a body limit that fits what the
 * schema accepts. Counted as a JSON writer writes it (no whitespace between tokens, a number in its
 * shortest form), with every character of every string as long as JSON can make it: `\uXXXX`, six
 * bytes for each UTF-16 unit the schema's maximum counts (a UTF-8 character takes at most three
 * per unit, JSON.stringify writes a control character in six). Infinity when the schema bounds
 * nothing there (an array or a string without a maximum, a record of any keys, unknown): no limit
 * fits such a body.
 *
 * A trimmed string's spaces around it are not counted: a schema that trims accepts any number of
 * them, which no limit can fit and no client needs.
 */
export function largestJsonBytes(schema: z.ZodType): number {
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'string':
      return quoted(maxLength(def));
    case 'number':
    case 'bigint':
      return LONGEST_NUMBER;
    case 'boolean':
      return 'false'.length;
    case 'null':
      return 'null'.length;
    case 'literal':
      return Math.max(...(def.values ?? []).map(valueBytes));
    case 'enum':
      return Math.max(...Object.values(def.entries ?? {}).map(valueBytes));
    case 'object':
      return objectBytes(def.shape ?? {});
    case 'array':
      return arrayBytes(largestJsonBytes(def.element!), maxLength(def));
    case 'union':
      return Math.max(...(def.options ?? []).map(largestJsonBytes));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return largestJsonBytes(def.innerType!);
    case 'nullable':
      return Math.max('null'.length, largestJsonBytes(def.innerType!));
    case 'pipe':
      // What is accepted is what its first schema takes; the rest works on that.
      return largestJsonBytes(def.in!);
    default:
      return Infinity;
  }
}

/** Six bytes per UTF-16 unit (`\uXXXX`): the longest way JSON writes any character. */
const BYTES_PER_UNIT = 6;
/** The longest number JSON.stringify writes: -2.2250738585072014e-308. */
const LONGEST_NUMBER = 24;

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; maximum?: number; length?: number } } }[];
  values?: unknown[];
  entries?: Record<string, string | number>;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
}

/** The least of a string's or an array's maximum lengths; Infinity without one. */
function maxLength(def: Def): number {
  let most = Infinity;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'max_length' && c.maximum !== undefined) most = Math.min(most, c.maximum);
    if (c.check === 'length_equals' && c.length !== undefined) most = Math.min(most, c.length);
  }
  return most;
}

const quoted = (units: number): number => 2 + BYTES_PER_UNIT * units;

const valueBytes = (value: unknown): number =>
  typeof value === 'string' ? quoted(value.length) : typeof value === 'number' ? LONGEST_NUMBER : JSON.stringify(value ?? null).length;

/** `{"key":value,...}` with every key present. */
function objectBytes(shape: Record<string, z.ZodType>): number {
  const members = Object.entries(shape).map(([key, value]) => quoted(key.length) + 1 + largestJsonBytes(value));
  return 2 + members.reduce((sum, n) => sum + n, 0) + Math.max(0, members.length - 1);
}

/** `[item,...]` with as many items as allowed. */
const arrayBytes = (item: number, count: number): number => (count === 0 ? 2 : 2 + count * item + (count - 1));
