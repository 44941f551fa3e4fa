import type { TakingsFigures } from '../../../lib/api/deskTakings.ts';
import { bookingDayLabel } from '../../../lib/booking/dayLabel.ts';

/** 'Sun, 29 Nov 2026', or 'Sun, 1 Nov 2026 to Sun, 29 Nov 2026': the days a Takings answer sums. */
export const takingsDaysLabel = ({ from, to }: { from: string; to: string }): string =>
  from === to ? bookingDayLabel(from) : `${bookingDayLabel(from)} to ${bookingDayLabel(to)}`;

/**
 * The server names a day by its key ('to must be at most 92 days from from, both included'); at
 * the field it is said with the fields' labels: 'The To day must be at most 92 days from the From
 * day, both included.'
 */
export function daySaid(field: 'from' | 'to', message: string): string {
  const words = message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
  const said = `The ${field === 'from' ? 'From' : 'To'} day ${words.replace(/\bfrom(?=,|$)/, 'the From day')}`;
  return said.endsWith('.') ? said : `${said}.`;
}

/** Nothing came in, went back or is expected: the figures are all zeros, said plainly. */
export const nothingMoved = (f: TakingsFigures): boolean =>
  f.online === 0 && f.cash === 0 && f.upi === 0 && f.card === 0 && f.refunds === 0 && f.bookings === 0;
