import { istToday } from '../../lib/booking/istClock.ts';
import { istDateTime } from '../../lib/desk/istDateTime.ts';

/** How times read on the desk and in its audit log: in India, whatever the device's zone. */

const IST_CLOCK = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', timeStyle: 'medium' });

/** The desk's one way of writing a moment (the server writes Rollback's message the same way). */
export const auditTime = (iso: string): string => istDateTime(iso);

/** When an entry happened: its time, or a counted entry's first and last ('22 Nov 2026, 10:02:11 am to 10:58:40 am'). */
export function auditWhen(at: string, lastAt: string | null): string {
  if (!lastAt || lastAt === at) return auditTime(at);
  const sameDay = istToday(new Date(at)) === istToday(new Date(lastAt));
  return `${auditTime(at)} to ${sameDay ? IST_CLOCK.format(new Date(lastAt)) : auditTime(lastAt)}`;
}
