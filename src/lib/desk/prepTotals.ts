import type { DeskBookingSummary } from '../api/deskBookings.ts';
import { cakeWeightLabel } from '../booking/cakeWeight.ts';

/**
 * The day's totals at the top of the prep list: how many of each thing the kitchen and the
 * decorators make, so that they buy and bake once for the day rather than slot by slot.
 */

/** One thing to prepare and how many of it: 'Black Forest, 1 kg, eggless' × 2. */
export interface PrepCount {
  label: string;
  count: number;
}

/**
 * A kind of line the team prepares, and what each booking asks of it. Another kind (food sold at
 * the venue, say) is one more entry in PREP_KINDS; the totals and the screen follow it.
 */
interface PrepKind {
  key: string;
  title: string;
  /** One label per thing to prepare: a label given twice counts twice. */
  labelsOf: (b: DeskBookingSummary) => string[];
}

type Cake = DeskBookingSummary['cakes'][number];

/** What the baker bakes: flavour, weight and egg or eggless, whether the cart's cake or a plan's. */
export const cakeLabel = (c: Cake): string =>
  [c.name, c.weight ? cakeWeightLabel[c.weight] : 'weight not stated', c.cakeType ?? ''].filter(Boolean).join(', ');

export const PREP_KINDS: readonly PrepKind[] = [
  { key: 'cakes', title: 'Cakes', labelsOf: (b) => b.cakes.map(cakeLabel) },
  // A room decorated is decorated for its occasion: the occasion is the kind the decorators set up.
  { key: 'decorations', title: 'Decorations', labelsOf: (b) => (b.decoration ? [b.occasion ?? 'No occasion'] : []) },
  // What a combo plan brings besides its cake is prepared as an add-on is.
  { key: 'addons', title: 'Add-ons', labelsOf: (b) => [...b.addons, ...b.plan.includes] },
  // Food sold at the venue: the kitchen makes each dish as many times as it was sold.
  { key: 'food', title: 'Food', labelsOf: (b) => b.food.flatMap((f) => Array<string>(f.quantity).fill(f.name)) },
];

export interface PrepKindTotal {
  key: string;
  title: string;
  /** By label, in the order of the alphabet; [] when the day needs none. */
  counts: PrepCount[];
}

export interface PrepTotals {
  bookings: number;
  persons: number;
  kinds: PrepKindTotal[];
}

const byLabel = (a: PrepCount, b: PrepCount) => a.label.localeCompare(b.label, 'en');

function tally(labels: string[]): PrepCount[] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, count]) => ({ label, count })).sort(byLabel);
}

/** The totals of the bookings given: one branch's day, or every branch's for the owner's print. */
export function prepTotals(bookings: readonly DeskBookingSummary[]): PrepTotals {
  return {
    bookings: bookings.length,
    persons: bookings.reduce((sum, b) => sum + b.persons, 0),
    kinds: PREP_KINDS.map((k) => ({ key: k.key, title: k.title, counts: tally(bookings.flatMap(k.labelsOf)) })),
  };
}
