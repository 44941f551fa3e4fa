import type { AuditPart } from '../api/deskAudit.ts';
import { VENUE_METHOD_LABELS, type VenueMethod } from '../api/deskActions.ts';
import { statusLabel } from '../profile/bookingView.ts';
import { CANCEL_CAUSE_LABELS, isCancelCause } from './cancelCauses.ts';
import type { BookingStatus } from '../api/booking.ts';
import {
  actor,
  bookingLink,
  counted,
  day,
  fieldOf,
  numberOf,
  quoted,
  recordOf,
  rupees,
  sentence,
  slotWords,
  targetId,
  textOf,
  theatreNamed,
  times,
  type AuditFacts,
  type AuditNames,
} from './auditWords.ts';

/** The audit log's sentences about bookings, blocked slots and leads. */

type Sentences = Record<string, (e: AuditFacts, names: AuditNames) => AuditPart[]>;

/** 'UPI (reference 4123)', or with its amount when it is one of several: 'UPI ₹898 (reference 4123)'. */
function methodPhrase(part: unknown, withAmount: boolean): string {
  const method = VENUE_METHOD_LABELS[textOf(part, 'method') as VenueMethod] ?? 'another way';
  const reference = textOf(part, 'reference');
  return `${method}${withAmount ? ` ${rupees(numberOf(part, 'amount'))}` : ''}${reference ? ` (reference ${reference})` : ''}`;
}

/** What an export was filtered by: '(days 1 Dec – 7 Dec 2026, Jubilee Hills, Confirmed, search “98765”)'. */
function exportFilter(filter: unknown): string {
  const f = recordOf(filter);
  const words = [
    textOf(f, 'from') && textOf(f, 'to')
      ? `slots from ${day(textOf(f, 'from'))} to ${day(textOf(f, 'to'))}`
      : textOf(f, 'from')
        ? `slots from ${day(textOf(f, 'from'))}`
        : textOf(f, 'to') && `slots up to ${day(textOf(f, 'to'))}`,
    textOf(f, 'branchName') || textOf(f, 'branch'),
    textOf(f, 'status') && `status ${statusLabel(textOf(f, 'status') as BookingStatus)}`,
    textOf(f, 'q') && `search ${quoted(textOf(f, 'q'), 40)}`,
  ].filter(Boolean);
  return words.length ? ` (${words.join(', ')})` : ' (every booking)';
}

/** A move's money: a refund online, money handed back at the venue, or what is left to collect. */
function moveMoney(after: unknown): string {
  const refund = numberOf(after, 'refundOnline') ?? 0;
  const back = numberOf(after, 'returnAtVenue') ?? 0;
  const left = numberOf(after, 'remainingAmount') ?? 0;
  const words = [
    refund > 0 && `refunded ${rupees(refund)} online`,
    back > 0 && `${rupees(back)} to hand back at the venue`,
    left > 0 && `${rupees(left)} left to collect`,
  ].filter(Boolean);
  return words.length ? `; ${words.join(', ')}` : '';
}

/** A phone booking's time as it recorded it, '09:00-12:00'. */
const timeOf = (time: string) => {
  const [fromTime = '', toTime = ''] = time.split('-');
  return { fromTime, toTime };
};

const venueMark = (label: string) => (e: AuditFacts, names: AuditNames) =>
  sentence(actor(e), ' marked ', bookingLink(e, names), ` ${label}`);

export const BOOKING_SENTENCES: Sentences = {
  'booking.view': (e, names) => sentence(actor(e), ' opened booking ', bookingLink(e, names), times(e.count)),
  'booking.export': (e) =>
    sentence(
      actor(e),
      ' exported ',
      counted(numberOf(e.after, 'rows') ?? 0, 'booking'),
      ' as CSV',
      exportFilter(fieldOf(e.after, 'filter')),
    ),
  'booking.note': (e, names) => sentence(actor(e), ' added a note to ', bookingLink(e, names), ': ', quoted(textOf(e.after, 'text'))),
  'booking.mark-arrived': venueMark('arrived'),
  'booking.mark-completed': venueMark('completed'),
  'booking.mark-no-show': venueMark('a no-show'),
  'booking.record-payment': (e, names) => {
    // One method before payments could be split: its method and reference at the top.
    const listed = fieldOf(e.after, 'payments');
    const parts = Array.isArray(listed) ? listed : [e.after];
    const each = parts.map((p) => methodPhrase(p, parts.length > 1)).join(' and ');
    return sentence(
      actor(e),
      ` recorded ${rupees(numberOf(e.after, 'amount'))} paid at the venue by ${each}`,
      ' for ',
      bookingLink(e, names),
    );
  },
  'booking.add-line': (e, names) =>
    sentence(
      actor(e),
      ` added ${textOf(e.after, 'line') || 'a line'} at the venue to `,
      bookingLink(e, names),
      `: total ${rupees(numberOf(e.before, 'totalPrice'))} to ${rupees(numberOf(e.after, 'totalPrice'))}`,
    ),
  'booking.void-payment': (e, names) =>
    sentence(
      actor(e),
      ` voided the payment of ${rupees(numberOf(e.after, 'amount'))} at the venue by ${methodPhrase(e.after, false)} for `,
      bookingLink(e, names),
      ': ',
      quoted(textOf(e.after, 'reason')),
    ),
  'booking.cancel': (e, names) => {
    const refund = numberOf(e.after, 'refund') ?? 0;
    const reason = textOf(e.after, 'reason');
    // Entries from before the cause was asked have none.
    const cause = textOf(e.after, 'cause');
    return sentence(
      actor(e),
      ' cancelled ',
      bookingLink(e, names),
      refund > 0 ? ` and refunded ${rupees(refund)}` : ' without a refund',
      isCancelCause(cause) && ` (${CANCEL_CAUSE_LABELS[cause]})`,
      reason && `: ${quoted(reason)}`,
    );
  },
  'booking.move': (e, names) => {
    const [from, to] = [textOf(e.before, 'theatreId'), textOf(e.after, 'theatreId')];
    return sentence(
      actor(e),
      ' moved ',
      bookingLink(e, names),
      ` from ${slotWords(e.before)}`,
      from !== to && ` in ${theatreNamed(from, names)}`,
      ` to ${slotWords(e.after)}`,
      from !== to && ` in ${theatreNamed(to, names)}`,
      moveMoney(e.after),
    );
  },
  'booking.phone': (e, names) =>
    sentence(
      actor(e),
      ' took ',
      bookingLink(e, names),
      ' by phone',
      textOf(e.after, 'userName') && ` for ${textOf(e.after, 'userName')}`,
      `: ${textOf(e.after, 'theatre') || 'a theatre'}, ${slotWords({ date: textOf(e.after, 'date'), ...timeOf(textOf(e.after, 'time')) })}`,
      numberOf(e.after, 'totalPrice') !== undefined && `, ${rupees(numberOf(e.after, 'totalPrice'))}`,
    ),
  'booking.payment-link': (e, names) =>
    sentence(
      actor(e),
      textOf(e.after, 'paymentType') === 'advance' ? ' made an advance payment link' : ' made a payment link for the full amount',
      ` of ${rupees(numberOf(e.after, 'amount'))} for `,
      bookingLink(e, names),
    ),
  'slot.block': (e, names) =>
    sentence(
      actor(e),
      ` blocked ${counted(numberOf(e.after, 'blocked') ?? 0, 'slot')} of ${theatreNamed(targetId(e.target, 'theatre'), names)}`,
      textOf(e.after, 'from') === textOf(e.after, 'to')
        ? ` on ${day(textOf(e.after, 'from'))}`
        : ` from ${day(textOf(e.after, 'from'))} to ${day(textOf(e.after, 'to'))}`,
      textOf(e.after, 'reason') && `: ${quoted(textOf(e.after, 'reason'))}`,
    ),
  'slot.unblock': (e, names) => {
    const blocks = fieldOf(e.before, 'blocks');
    return sentence(
      actor(e),
      ` unblocked ${counted(Array.isArray(blocks) ? blocks.length : 0, 'slot')} of ${theatreNamed(targetId(e.target, 'theatre'), names)}`,
    );
  },
  'lead.mark': (e) => {
    const [kind, id] = e.target.split(':');
    const note = textOf(e.after, 'note');
    return sentence(
      actor(e),
      ` marked ${kind === 'enquiry' ? 'enquiry' : 'lead'} #${id || '?'} ${textOf(e.after, 'status') || 'as seen'}`,
      note && `: ${quoted(note)}`,
    );
  },
};

/** The keys of the names a booking sentence reads besides its target: a move's theatres. */
export const bookingKeys = (e: AuditFacts): string[] =>
  e.action === 'booking.move'
    ? [textOf(e.before, 'theatreId'), textOf(e.after, 'theatreId')].filter(Boolean).map((id) => `theatre:${id}`)
    : [];
