import { bookingDayLabel } from '../booking/dayLabel.ts';
import { IST_OFFSET_MS } from '../booking/istClock.ts';
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
}

/** A time of day on Indian time, as people read it: '4:05 pm'. */
export function istClockLabel(at: Date): string {
  const d = new Date(at.getTime() + IST_OFFSET_MS);
  const h = d.getUTCHours();
  const m = String(d.getUTCMinutes()).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'am' : 'pm'}`;
}

/** The message the staff send with a payment link: what it is for, how much, until when. */
export function paymentLinkMessage(f: PaymentLinkFacts): string {
  const what = f.advance ? `the advance of ${formatPaise(f.amountPaise)}` : `${formatPaise(f.amountPaise)}, the full amount,`;
  return [
    `Hello ${f.userName}, thank you for booking ${f.theatreName} at ${f.businessName} on ${bookingDayLabel(f.date)}, ${f.fromTime} - ${f.toTime} (order ${f.orderId}).`,
    `Please pay ${what} here to confirm it: ${f.link}`,
    `The link is open until ${istClockLabel(f.expiresAt)}; the slot is kept for you until then.`,
  ].join('\n');
}
