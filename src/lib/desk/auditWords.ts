import type { AuditPart } from '../api/deskAudit.ts';
import { formatRupees } from '../money.ts';
import { formatSlot } from '../profile/bookingView.ts';

/**
 * The words the audit log's sentences are made of (auditSentence.ts): who, a booking's order id as
 * a link, amounts, days, and the facts read out of an entry's before and after, which are JSON
 * written by many hands over time, so every read is checked and has a way to say it without.
 */

/** An entry as its sentence needs it. */
export interface AuditFacts {
  action: string;
  staffId: string | null;
  staffName: string;
  target: string;
  before: unknown;
  after: unknown;
  count: number;
}

/** What targets name now (auditKeys lists the keys): 'booking:<id>' → its order id, 'staff:<id>' → a name. */
export type AuditNames = ReadonlyMap<string, string>;

export type Piece = string | AuditPart | false | null | undefined;

/** A sentence from its pieces: texts run together, a booking's link stays a part of its own. */
export function sentence(...pieces: Piece[]): AuditPart[] {
  const parts: AuditPart[] = [];
  for (const piece of pieces) {
    if (piece === false || piece === null || piece === undefined || piece === '') continue;
    const part = typeof piece === 'string' ? { text: piece } : piece;
    const last = parts.at(-1);
    if (last && !last.bookingId && !part.bookingId) last.text += part.text;
    else parts.push({ ...part });
  }
  return parts;
}

const record = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** A field of before or after, as text ('' when it is not text or a number). */
export const textOf = (v: unknown, key: string): string => {
  const x = record(v)[key];
  return typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '';
};

/** A field of before or after, as a number (undefined when it is not one). */
export const numberOf = (v: unknown, key: string): number | undefined => {
  const x = record(v)[key];
  return typeof x === 'number' && Number.isFinite(x) ? x : undefined;
};

export const fieldOf = (v: unknown, key: string): unknown => record(v)[key];
export const recordOf = record;

/** The id a target names: 'booking:bk-1' → 'bk-1'. */
export const targetId = (target: string, kind: string): string => (target.startsWith(`${kind}:`) ? target.slice(kind.length + 1) : '');

/** Who acted: their name at the time, or who they could have been. */
export function actor(e: AuditFacts): string {
  if (e.staffName) return e.staffName;
  return e.staffId ? 'A staff member' : 'Someone';
}

/** A booking by its order id, linked to its page; 'a booking' when neither the log nor the database knows it. */
export function bookingLink(e: AuditFacts, names: AuditNames): Piece {
  const id = targetId(e.target, 'booking');
  const orderId = names.get(e.target) ?? (textOf(e.after, 'orderId') || textOf(e.before, 'orderId'));
  if (!id) return orderId || 'a booking';
  return { text: orderId || 'a booking', bookingId: id };
}

/** A staff member named by a 'staff:<id>' target, by their name now. */
export const staffNamed = (key: string, names: AuditNames, fallback = 'a staff member'): string => names.get(key) ?? fallback;

/** A theatre by its id, by its name now. */
export const theatreNamed = (id: string, names: AuditNames): string => names.get(`theatre:${id}`) ?? 'a theatre';

export const rupees = (n: number | undefined): string => (n === undefined ? 'an amount' : formatRupees(n));

/** '1 booking', '3 bookings'. */
export const counted = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** ' 50 times' after a counted entry's verb; nothing for once. */
export const times = (count: number): string => (count > 1 ? ` ${count} times` : '');

const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD day as the desk shows days, 'Tue, 1 Dec 2026', put together from its parts (ICU versions punctuate it differently). */
export function day(date: string): string {
  const at = Date.parse(`${date}T00:00:00Z`);
  if (!date || Number.isNaN(at)) return date || 'a day';
  const part = Object.fromEntries(DAY.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}`;
}

/** A slot: 'Tue, 1 Dec 2026, 9:00 AM – 12:00 PM'. */
export function slotWords(v: unknown): string {
  const [date, fromTime, toTime] = [textOf(v, 'date'), textOf(v, 'fromTime'), textOf(v, 'toTime')];
  return fromTime && toTime ? `${day(date)}, ${formatSlot({ fromTime, toTime })}` : day(date);
}

/** Text a person typed, in quotes and cut to a line. */
export const quoted = (text: string, max = 80): string => `“${text.length > max ? `${text.slice(0, max - 1)}…` : text}”`;
