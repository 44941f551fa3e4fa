import { bookingDayLabel } from '../booking/dayLabel.ts';
import { IST_OFFSET_MS, istToday } from '../booking/istClock.ts';
import { formatPaise } from '../money.ts';

export interface PaymentLinkFacts {
  businessName: string;
  userName: string;
  userPhone: string;
  orderId: string;
  theatreName: string;
  /** YYYY-MM-DD */
  date: string;
  fromTime: string;
  toTime: string;
  amountPaise: number;
  /** The advance, or the whole amount. */
  advance: boolean;
  link: string;
  expiresAt: Date;
  /** When the link was made: the message names the day it lapses when that is another. */
  madeAt: Date;
}

/** A time of day on Indian time, as people read it: '4:05 pm'. */
export function istClockLabel(at: Date): string {
  const d = new Date(at.getTime() + IST_OFFSET_MS);
  const h = d.getUTCHours();
  const m = String(d.getUTCMinutes()).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'am' : 'pm'}`;
}

/**
 * Until when, as people read it: the time alone on the day it is said ('5:05 pm'), with its day when
 * that is another one in India ('12:31 am on Sun, 29 Nov'), since a link made at 11:31 pm that reads
 * 'open until 12:31 am' seems to have lapsed before it was sent.
 */
export function istUntilLabel(at: Date, saidAt: Date): string {
  const time = istClockLabel(at);
  if (istToday(at) === istToday(saidAt)) return time;
  const day = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${istToday(at)}T00:00:00Z`),
  );
  return `${time} on ${day}`;
}

/** The message the staff send with a payment link: what it is for, how much, until when (its day named if not the day it was made). */
export function paymentLinkMessage(f: PaymentLinkFacts): string {
  const what = f.advance ? `the advance of ${formatPaise(f.amountPaise)}` : `${formatPaise(f.amountPaise)}, the full amount,`;
  return [
    `Hello ${f.userName}, thank you for booking ${f.theatreName} at ${f.businessName} on ${bookingDayLabel(f.date)}, ${f.fromTime} - ${f.toTime} (order ${f.orderId}).`,
    `Please pay ${what} here to confirm it: ${f.link}`,
    `The link is open until ${istUntilLabel(f.expiresAt, f.madeAt)}; the slot is kept for you until then.`,
  ].join('\n');
}
