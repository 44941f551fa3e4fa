import { formatSlot } from '../profile/bookingView.ts';
import { RECORD_KINDS, type RecordKind } from './deskRecordKinds.ts';

/** How the desk's records read in lists, the history and the audit log (their kinds: deskRecordKinds.ts). */

/** A text cut to a line of a list: at most `max` characters. */
export const shortText = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

/** One record of the kind, as a sentence starts: 'Cake', 'Banner slide'. */
export const oneOf = (kind: RecordKind): string => {
  const one = RECORD_KINDS[kind].one;
  return `${one[0].toUpperCase()}${one.slice(1)}`;
};

/** How a record reads in lists and in the history: its name, title or code, else its kind. */
export function recordLabel(kind: RecordKind, data: Record<string, unknown> | null | undefined): string {
  const named = data?.name ?? data?.title ?? data?.code ?? data?.alt ?? data?.question;
  if (typeof named === 'string' && named) return `${oneOf(kind)} "${shortText(named)}"`;
  if (typeof data?.fromTime === 'string' && typeof data.toTime === 'string')
    return `Slot ${formatSlot({ fromTime: data.fromTime, toTime: data.toTime })}`;
  return RECORD_KINDS[kind].title;
}
