import { z } from 'zod';
import { toPaise, toRupees } from '../money.ts';
import { Rupees } from './fields.ts';

/**
 * An amount that is rupees on the wire and integer paise once read: the server decodes a request
 * with its call's schema and encodes its answer back (encodeMoney.ts), so handlers,
 * repositories and rules see paise only and the conversion is written once, here. `wire` keeps
 * each call's own checks of what may be sent, with their messages, as they were.
 */
export const rupeesAsPaise = (wire: z.ZodType<number, number> = Rupees) =>
  // Paise unbounded: a huge amount sent is refused by the rule it breaks (a stale total, say), not as a number.
  z.codec(wire, z.number(), { decode: toPaise, encode: toRupees });

/** Rupees with at most two decimals on the wire, paise inside. */
export const Paise = rupeesAsPaise();

/** An amount the server states (a difference may be negative): rupees on the wire, paise inside. */
export const Amount = rupeesAsPaise(z.number());

/**
 * Amounts in paise written as the wire writes them, for a record kept in the desk's words (an audit
 * entry's before and after, which the audit log reads in rupees, as entries were always kept).
 */
export const inRupees = <T extends Record<string, number>>(paise: T): T =>
  Object.fromEntries(Object.entries(paise).map(([key, value]) => [key, z.encode(Amount, value)])) as T;
