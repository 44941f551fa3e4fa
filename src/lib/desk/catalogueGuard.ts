import { bookingDayLabel } from '../booking/dayLabel.ts';
import { personLimit } from '../booking/personLimit.ts';
import type { SlotTimes } from '../booking/slots.ts';
import { formatSlot } from '../profile/bookingView.ts';

/**
 * What an editor's change to a slot, a theatre or a branch may not do to the bookings that are
 * still on from today (held, being paid or paid): re-time their slot, switch it or its theatre
 * off, remove either, or make the theatre take fewer people than one of them is for. The desk's
 * save and the Publish that makes it live (and a Rollback) ask these rules; each refusal names the
 * bookings by order id, for the staff to move or cancel them first.
 */

/** A booking from today on that is still on, as these rules weigh it. */
export interface BookingAhead extends SlotTimes {
  orderId: string;
  /** YYYY-MM-DD, the slot's day. */
  date: string;
  theatreId: string;
  slotId: string;
  persons: number;
}

/** A refusal: the whole sentence, and the form's field it is about (`fields.<name> ...`, as the API names fields). */
export interface GuardRefusal {
  message: string;
  errors: { field: string; message: string }[];
}

/** How many bookings a message names before it counts the rest. */
export const NAMED = 10;

const orderLine = (b: BookingAhead, people = false) =>
  `${b.orderId} (${people ? `${b.persons} people, ` : ''}${bookingDayLabel(b.date)}, ${formatSlot(b)})`;

const named = (items: string[]) =>
  items.length > NAMED ? `${items.slice(0, NAMED).join(', ')} and ${items.length - NAMED} more` : items.join(', ');

/**
 * `change`: what the record cannot do ('be re-timed'); `field` and `fieldChange`: what its form's
 * field cannot do ('change'); `people`: the bookings are named with their people.
 */
function refusal(what: string, change: string, field: string, fieldChange: string, hit: BookingAhead[], people = false): GuardRefusal {
  const one = hit.length === 1;
  const bookings = one ? 'a booking from today on is' : `${hit.length} bookings from today on are`;
  return {
    message:
      `${what} cannot ${change} while ${bookings} ${people ? 'for that many' : 'on it'}: ` +
      `${named(hit.map((b) => orderLine(b, people)))}. Move or cancel ${one ? 'it' : 'them'} at the desk first.`,
    errors: [
      {
        field,
        message: `${field} cannot ${fieldChange} while ${one ? 'this booking from today on needs' : 'these bookings from today on need'} it: ${named(hit.map((b) => b.orderId))}`,
      },
    ],
  };
}

/** Removed or switched off: every booking on it is in the way. */
function goneRefusal(what: string, next: { active: boolean } | null, ahead: readonly BookingAhead[]): GuardRefusal | null {
  if (!next) return refusal(what, 'be removed', 'id', 'be removed', [...ahead]);
  return next.active ? null : refusal(what, 'be switched off', 'fields.active', 'be switched off', [...ahead]);
}

/** A slot as it would be, or null when removed. */
export interface SlotNext extends SlotTimes {
  active: boolean;
}

/** `what`: the slot as people know it ("Aurora's slot 9:00 AM – 12:00 PM"); `ahead`: the bookings on this slot. */
export function slotChangeRefusal(what: string, next: SlotNext | null, ahead: readonly BookingAhead[]): GuardRefusal | null {
  if (ahead.length === 0) return null;
  const gone = goneRefusal(what, next, ahead);
  if (gone || !next) return gone;
  const moved = ahead.filter((b) => b.fromTime !== next.fromTime || b.toTime !== next.toTime);
  if (moved.length === 0) return null;
  const field = moved.some((b) => b.fromTime !== next.fromTime) ? 'fields.fromTime' : 'fields.toTime';
  return refusal(what, 'be re-timed', field, 'change', moved);
}

/** A theatre as it would be, or null when removed. */
export interface TheatreNext {
  active: boolean;
  maxPeople: number;
  maxSeating: number;
}

/** `extraPerson`: whether the theatre takes people beyond those its price includes (up to its seats). */
export function theatreChangeRefusal(
  what: string,
  next: TheatreNext | null,
  extraPerson: boolean,
  ahead: readonly BookingAhead[],
): GuardRefusal | null {
  if (ahead.length === 0) return null;
  const gone = goneRefusal(what, next, ahead);
  if (gone || !next) return gone;
  const limit = personLimit({ maxPeople: next.maxPeople, maxSeating: next.maxSeating, extraPerson: extraPerson ? 'Yes' : 'No' });
  const over = ahead.filter((b) => b.persons > limit);
  if (over.length === 0) return null;
  const most = Math.max(...over.map((b) => b.persons));
  const field = extraPerson ? 'fields.maxSeating' : 'fields.maxPeople';
  return refusal(what, `take fewer than ${most} people`, field, `be below ${most}`, over, true);
}

/** A branch has no switch and no times: only its removal would leave its theatres' bookings nowhere. */
export const branchChangeRefusal = (what: string, removed: boolean, ahead: readonly BookingAhead[]): GuardRefusal | null =>
  removed && ahead.length > 0 ? goneRefusal(what, null, ahead) : null;

/** A slot named as people know it: "Aurora's slot 9:00 AM – 12:00 PM". */
export const slotName = (theatreName: string, slot: SlotTimes): string => `${theatreName}'s slot ${formatSlot(slot)}`;

/** The refusal of a slot whose times would overlap another of its theatre's bookable slots. */
export function overlapRefusal(theatreName: string, slot: SlotTimes, other: SlotTimes): GuardRefusal {
  const theirs = slotName(theatreName, other);
  return {
    message:
      `${slotName(theatreName, slot)} would overlap ${theirs}: a theatre's bookable slots may not overlap, or one room ` +
      'would be sold twice for the same time. Change its times, or the other slot’s first.',
    errors: [{ field: 'fields.fromTime', message: `fields.fromTime and fields.toTime make this slot overlap ${theirs}` }],
  };
}
