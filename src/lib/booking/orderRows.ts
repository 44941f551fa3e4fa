import type { Booking } from '../api/booking.ts';
import { cakeWeightLabel } from './cakeWeight.ts';

/** A row of the checkout's order table; price null when there is nothing to charge (no occasion chosen). */
export interface OrderRow {
  item: string;
  detail: string;
  price: number | 'Included' | null;
}

/** The parts of a read-back booking the order table shows. */
export type BookingForOrder = Pick<
  Booking,
  | 'type'
  | 'theaterName'
  | 'noOfPersons'
  | 'theatrePrice'
  | 'extraAddedPersonsForTheatre'
  | 'extraPersonPrice'
  | 'occasionId'
  | 'occasionPrice'
  | 'planId'
  | 'planOfferPrice'
  | 'productId'
  | 'flavour'
  | 'cakes'
  | 'addons'
>;

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/**
 * The order table's rows, in the spec's order: the theatre, the occasion, then each cart item. A
 * combo's plan follows its occasion, with its price; what the plan includes (the theatre when its
 * price is 0, the plan's cake) reads 'Included'. Every price is the server's, from the booking.
 *
 * @param occasions occasion names by id, from the build's catalogue
 * @param planName the combo plan's name when the tab knows it
 */
export function orderRows(b: BookingForOrder, occasions: Readonly<Record<string, string>>, planName: string | null): OrderRow[] {
  const combo = b.type === 'combo';
  const rows: OrderRow[] = [
    {
      item: 'Theatre',
      detail: `${b.theaterName} (${people(b.noOfPersons)})`,
      price: combo && b.theatrePrice === 0 ? 'Included' : b.theatrePrice,
    },
  ];
  if (b.extraAddedPersonsForTheatre > 0) {
    rows.push({ item: 'Extra Persons', detail: people(b.extraAddedPersonsForTheatre), price: b.extraPersonPrice });
  }
  const occasion = b.occasionId ? (occasions[b.occasionId] ?? 'Occasion') : 'Not chosen';
  rows.push({
    item: 'Occasion',
    detail: occasion,
    price: !b.occasionId ? null : combo && b.occasionPrice === 0 ? 'Included' : b.occasionPrice,
  });
  if (combo && b.planId) {
    rows.push({ item: 'Combo Plan', detail: planName ?? 'Combo package', price: b.planOfferPrice });
    if (b.productId && b.flavour) rows.push({ item: 'Cake', detail: `${b.flavour} (in the plan)`, price: 'Included' });
  }
  for (const c of b.cakes) rows.push({ item: 'Cake', detail: `${c.name}, ${cakeWeightLabel[c.quantity]}`, price: c.price });
  for (const a of b.addons) rows.push({ item: 'Add-on', detail: a.name, price: a.price });
  return rows;
}
