import { cakeLinePaise } from '../../../src/lib/booking/cakeWeight.ts';
import { addDays, istInstant } from '../../../src/lib/booking/istClock.ts';
import { remainingAfterPaise } from '../../../src/lib/booking/paymentAmounts.ts';
import type { CatalogueTerms } from '../../../src/lib/booking/priceTerms.ts';
import { quote } from '../../../src/lib/booking/quote.ts';
import { advanceTermsIn, theatreTermsIn } from '../../../src/lib/booking/wire.ts';
import { latestStartedSlot } from '../../../src/lib/desk/latestStartedSlot.ts';
import { formatPaise } from '../../../src/lib/money.ts';
import type { PaiseSeed } from './seedInPaise.ts';
import type { SeedVenueBooking } from './types.ts';

/** The rows of the venue day's bookings (data/venueDay.ts), table by table, as seed.ts inserts them. */
export interface VenueDayRows {
  bookings: Record<string, unknown>[];
  lines: Record<string, unknown>[];
  history: Record<string, unknown>[];
  holds: Record<string, unknown>[];
}

const MINUTE = 60_000;

/**
 * Each venue-day booking as the site stores one paid online: on its theatre's slot that started
 * most recently at `now` (yesterday's or today's, in India), priced by the booking rules from the
 * catalogue, the advance paid (the rest to collect at the venue), its cake and add-ons as cart
 * lines, its history from held to confirmed, and its slot sold: a confirmed slot hold, as sellSlot
 * leaves a paid hold (slotHolds.ts), so /theaters and the desk's board show it booked.
 */
export function venueDayRows(s: PaiseSeed, now: Date): VenueDayRows {
  const rows: VenueDayRows = { bookings: [], lines: [], history: [], holds: [] };
  for (const b of s.venueDay) addBooking(rows, s, b, now);
  return rows;
}

function addBooking(rows: VenueDayRows, s: PaiseSeed, b: SeedVenueBooking, now: Date): void {
  const fail = (what: string) => new Error(`Seed venue booking ${b._id}: ${what}.`);
  const theatre = s.theatres.find((t) => t._id === b.theatreId);
  if (!theatre) throw fail(`no theatre ${b.theatreId}`);
  const started = latestStartedSlot(theatre.slots, now);
  if (!started) throw fail(`${theatre.name} has no active slot`);
  const { slot, date } = started;
  const occasion = s.occasions.find((o) => o._id === b.occasionId);
  const cake = s.cakes.find((c) => c._id === b.cake.id);
  if (!occasion || !cake) throw fail(`no occasion ${b.occasionId} or cake ${b.cake.id}`);
  const addons = b.addonIds.map((id) => {
    const found = s.addonCategories.flatMap((c) => c.products).find((p) => p._id === id);
    if (!found) throw fail(`no add-on ${id}`);
    return found;
  });

  // Kept as a booking made on the site keeps them: the desk's move prices it again with these.
  const theatreTerms = theatreTermsIn(theatre);
  const terms: CatalogueTerms = {
    occasion: { id: occasion._id, pricePaise: occasion.price },
    plan: null,
    cakes: { [cake._id]: cake.price },
    addons: Object.fromEntries(addons.map((a) => [a._id, a.price])),
    coupon: null,
  };
  const q = quote({
    type: 'normal',
    theatre: theatreTerms,
    slot,
    persons: b.persons,
    occasion: terms.occasion,
    cakes: [{ pricePer500Paise: terms.cakes[cake._id], weight: b.cake.weight }],
    addons: addons.map((a) => ({ pricePaise: terms.addons[a._id] })),
    advance: advanceTermsIn(s.charges),
  });
  // Booked days before, of an evening; paying took the customer a couple of minutes.
  const createdAt = new Date(istInstant(addDays(date, -b.bookedDaysBefore), '20:15'));
  const paymentOpened = new Date(createdAt.getTime() + 2 * MINUTE);
  const paidAt = new Date(createdAt.getTime() + 3 * MINUTE);

  rows.bookings.push({
    id: b._id,
    order_id: b.orderId,
    // no guest token has an id of this form, so none can read or change these
    owner: 'seed',
    customer_id: null,
    status: 'booking-confirmed',
    type: 'normal',
    theatre_id: theatre._id,
    theatre_name: theatre.name,
    slot_id: slot._id,
    slot_date: date,
    from_time: slot.fromTime,
    to_time: slot.toTime,
    user_name: b.userName,
    user_email: b.userEmail,
    user_phone: b.userPhone,
    whatsapp_updates: true,
    no_of_persons: b.persons,
    decoration: 'Yes',
    occasion_id: occasion._id,
    person_name: b.personName,
    theatre_price: q.theatrePricePaise,
    theatre_terms: JSON.stringify(theatreTerms),
    catalogue_terms: JSON.stringify(terms),
    extra_persons: q.extraPersons,
    extra_person_price: q.extraPersonPricePaise,
    occasion_price: q.occasionPricePaise,
    cakes_price: q.cakesPricePaise,
    addons_price: q.addonsPricePaise,
    sub_total: q.subTotalPaise,
    total_price: q.totalPaise,
    advance_payment: q.advancePaise,
    // as a settled advance payment leaves it (settle.ts)
    amount_paid: q.advancePaise,
    remaining_amount: remainingAfterPaise(q.totalPaise, q.advancePaise),
    payment_type: 'advance',
    transaction_id: b.transactionId,
    transaction_status: 'completed',
    cash_type: 'online',
    create_type: 'web',
    created_at: createdAt,
    updated_at: paidAt,
  });
  const line = (no: number, l: Omit<Record<string, unknown>, 'booking_id' | 'line_no'>) =>
    rows.lines.push({ booking_id: b._id, line_no: no, ...l });
  line(1, {
    kind: 'cake',
    product_id: cake._id,
    name: cake.name,
    cake_type: cake.cakeType,
    weight: b.cake.weight,
    price: cakeLinePaise(cake.price, b.cake.weight),
  });
  addons.forEach((a, i) => line(i + 2, { kind: 'other', product_id: a._id, name: a.name, cake_type: null, weight: null, price: a.price }));
  rows.history.push(
    { booking_id: b._id, status: 'held', note: 'created', at: createdAt },
    {
      booking_id: b._id,
      status: 'payment-pending',
      note: `payment opened: phonepe, advance, ${formatPaise(q.advancePaise)}`,
      at: paymentOpened,
    },
    { booking_id: b._id, status: 'booking-confirmed', note: `payment ${b.transactionId}: booking-confirmed`, at: paidAt },
  );
  rows.holds.push({
    id: `hold-${b._id}`,
    theatre_id: theatre._id,
    slot_id: slot._id,
    slot_date: date,
    status: 'confirmed',
    expires_at: null,
    booking_id: b._id,
    created_at: createdAt,
  });
}
