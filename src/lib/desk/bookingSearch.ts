/**
 * What the desk's one search field looks for: staff type whatever the caller gives them (a phone
 * number in any of the ways people write one, a name, an order id read out from the confirmation)
 * and every reading that fits is tried at once.
 */

export interface BookingSearch {
  /** An order id, or the start of one, in capitals (ORD...). */
  orderIdPrefix?: string;
  /** A booking's own id, exactly. */
  bookingId?: string;
  /** Digits found anywhere in the booking's phone number. */
  phoneDigits?: string;
  /** Text found anywhere in the customer's or the special person's name, in any case. */
  name?: string;
}

export const SEARCH_MESSAGE = 'must be at least 4 digits of a phone number, 2 letters of a name, or an order id';

const ORDER_ID = /^ORD[A-Z0-9]{0,10}$/i;
const BOOKING_ID = /^[0-9a-f]{24}$/;
/** What people put between and around a phone number's digits: +91, spaces, dashes, dots, brackets. */
const PHONE = /^\+?[\d\s\-().]+$/;

/** The digits of a phone number as typed, without India's +91 or 0 in front when the rest is a mobile number. */
function phoneDigitsOf(typed: string): string | undefined {
  if (!PHONE.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, '');
  const national =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return national.length >= 4 ? national : undefined;
}

/** The readings of a search; undefined when none fits (too short to mean anything). */
export function bookingSearchOf(typed: string): BookingSearch | undefined {
  const text = typed.trim().replace(/\s+/g, ' ');
  const search: BookingSearch = {};
  if (text.length >= 4 && ORDER_ID.test(text)) search.orderIdPrefix = text.toUpperCase();
  if (BOOKING_ID.test(text)) search.bookingId = text;
  const phone = phoneDigitsOf(text);
  if (phone) search.phoneDigits = phone;
  if (/\p{L}/u.test(text) && [...text].length >= 2) search.name = text;
  return Object.keys(search).length > 0 ? search : undefined;
}

/** An order id as the confirmation gives it: ORD and ten letters or digits. */
const WHOLE_ORDER_ID = /^ORD[A-Z0-9]{10}$/;

/**
 * A search that names one customer or one booking (a whole mobile number, a whole order id, a
 * booking's id) is looked for on every day, whatever days the screen shows: the caller asking
 * about their booking rarely says which day, and such a search finds few rows on any day.
 */
export const searchesEveryDay = (search: BookingSearch | undefined): boolean =>
  Boolean(
    search &&
    (search.bookingId || (search.orderIdPrefix && WHOLE_ORDER_ID.test(search.orderIdPrefix)) || search.phoneDigits?.length === 10),
  );
