import { VENUE_METHOD_LABELS, type VenueMethod } from '../api/deskActions.ts';
import { formatPaise, toPaise, toRupees, typedRupees } from '../money.ts';

/**
 * Money paid at the counter, in one method or several: what the lines add up to, whether they fit
 * what is left, and how they read in a booking's history and the staff's notice. Paise throughout.
 */

export interface PaymentLine {
  amountPaise: number;
  method: VenueMethod;
  reference: string;
}

export const linesTotalPaise = (lines: readonly Pick<PaymentLine, 'amountPaise'>[]): number =>
  lines.reduce((sum, l) => sum + l.amountPaise, 0);

/** "UPI, ref 4123": the method as the staff took it. */
export const methodWords = (l: Pick<PaymentLine, 'method' | 'reference'>): string =>
  [VENUE_METHOD_LABELS[l.method], l.reference && `ref ${l.reference}`].filter(Boolean).join(', ');

/** One line: "UPI, ref 4123"; several: "₹500 Cash; ₹898 UPI, ref 4123". */
export const linesWords = (lines: readonly PaymentLine[]): string =>
  lines.length === 1 ? methodWords(lines[0]) : lines.map((l) => `${formatPaise(l.amountPaise)} ${methodWords(l)}`).join('; ');

/** What the booking is left at: "paid in full", or what is still to collect. */
export const leftWords = (leftPaise: number): string => (leftPaise === 0 ? 'paid in full' : `${formatPaise(leftPaise)} left to collect`);

const tooMuch = (totalPaise: number, leftPaise: number) =>
  `The payments add up to ${formatPaise(totalPaise)}, more than the ${formatPaise(leftPaise)} left to collect.`;

/**
 * Why these lines cannot be recorded against `leftPaise`, or undefined. A booking taken by phone
 * and not yet paid is confirmed by what the venue takes, so it must take at least the advance (the
 * site's rule for a booking to stand).
 */
export function linesProblem(lines: readonly PaymentLine[], leftPaise: number, confirmsWithAdvancePaise?: number): string | undefined {
  const total = linesTotalPaise(lines);
  if (total > leftPaise) return tooMuch(total, leftPaise);
  if (confirmsWithAdvancePaise !== undefined && total < confirmsWithAdvancePaise)
    return `A booking taken by phone is confirmed by at least its advance, ${formatPaise(confirmsWithAdvancePaise)}: the payments add up to ${formatPaise(total)}.`;
  return undefined;
}

/** A line as the staff typed it: rupees as text. */
export interface TypedLine {
  amount: string;
  method: VenueMethod;
  reference: string;
}

export interface TypedProblems {
  /** By line, what to fix at its fields. */
  lines: { amount?: string; reference?: string }[];
  /** What to fix of the lines together (they add up to more than is left). */
  all?: string;
}

/** What the form says before it sends: each line's amount and reference, then their sum against what is left. */
export function typedProblems(lines: readonly TypedLine[], leftRupees: number): TypedProblems {
  const found = lines.map((l) => {
    const rupees = typedRupees(l.amount);
    return {
      amount: rupees === undefined || rupees === 0 ? 'Please enter an amount in rupees, more than 0.' : undefined,
      reference:
        l.method !== 'cash' && !l.reference.trim()
          ? `Please enter the ${l.method === 'upi' ? 'UPI transaction id' : 'card slip number'}.`
          : undefined,
    };
  });
  if (found.some((f) => f.amount || f.reference)) return { lines: found };
  const typed = lines.map((l) => ({ amountPaise: toPaise(typedRupees(l.amount)!) }));
  const total = linesTotalPaise(typed);
  const left = toPaise(leftRupees);
  return {
    lines: found,
    all: total > left ? tooMuch(total, left) : undefined,
  };
}

/** What is left once the lines typed so far are paid (a new line starts from it), in rupees; never negative. */
export function leftAfterTyped(lines: readonly Pick<TypedLine, 'amount'>[], leftRupees: number): number {
  const typed = linesTotalPaise(lines.map((l) => ({ amountPaise: toPaise(typedRupees(l.amount) ?? 0) })));
  return toRupees(Math.max(0, toPaise(leftRupees) - typed));
}
