import { z } from 'zod';
import { CakeWeight } from './booking.ts';
import { DeskPaise } from './deskActions.ts';
import { envelope } from './envelope.ts';
import { Id } from './fields.ts';
import { Amount } from './money.ts';

/**
 * Add a line: what a booking's guests buy at the venue (more persons, a cake, an add-on, dishes of
 * the menu at the venue's price), priced by
 * the site's own rules and added to the booking's total. The desk asks its quote first, then adds
 * it at the total the staff were shown.
 */

export const VENUE_SALE_KINDS = ['persons', 'cake', 'addon', 'food'] as const;
export const VENUE_SALE_LABELS: Readonly<Record<(typeof VENUE_SALE_KINDS)[number], string>> = {
  persons: 'More persons',
  cake: 'A cake',
  addon: 'An add-on',
  food: 'Food from the menu',
};

/** At most this many persons in one line: no room takes more, and the theatre's own limit is checked too. */
const MAX_MORE_PERSONS = 20;
/** At most this many of one dish on a booking (the booking line's own limit). */
export const MAX_DISHES = 99;

const count = (max: number) =>
  z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(max, `must be at most ${max}`);

export const VenueSale = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('persons'), count: count(MAX_MORE_PERSONS) }),
    z.object({ kind: z.literal('cake'), productId: Id, weight: CakeWeight }),
    z.object({ kind: z.literal('addon'), productId: Id }),
    z.object({ kind: z.literal('food'), productId: Id, count: count(MAX_DISHES) }),
  ],
  { error: `must be one of ${VENUE_SALE_KINDS.join(', ')}` },
);
export type VenueSale = z.infer<typeof VenueSale>;

export const SaleQuoteRequest = z.object({ bookingId: Id, sale: VenueSale });

export const SaleQuoteResponse = envelope({
  bookingId: z.string(),
  /** How the line reads: '2 more persons', 'Red Velvet (egg), 1 kg'. */
  line: z.string(),
  oldTotal: Amount,
  newTotal: Amount,
  /** Left to collect at the venue once it is added. */
  remainingAmount: Amount,
});

/** `expectedTotal` is the new total the quote showed: a price changed since is refused, nothing added. */
export const SaleRequest = z.object({ bookingId: Id, sale: VenueSale, expectedTotal: DeskPaise });

/** The dishes the counter sells, at their price at the venue (a dish without one is not listed). */
export const VenueMenuResponse = envelope({
  dishes: z.array(
    z.object({ _id: z.string(), name: z.string(), foodType: z.enum(['Veg', 'Non-veg']), category: z.string(), price: Amount }),
  ),
});
