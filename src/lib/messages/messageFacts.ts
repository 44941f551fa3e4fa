import { bookingDayLabel } from '../booking/dayLabel.ts';
import { remainingAfterPaise } from '../booking/paymentAmounts.ts';
import { slotLabel } from '../booking/slots.ts';
import type { MoveMoney } from '../desk/moveMoney.ts';
import { nationalMobile } from '../forms/phoneDigits.ts';
import { formatPaise } from '../money.ts';

/**
 * The facts a booking's messages name, from the booking as the server reads it (amounts in paise,
 * the date as YYYY-MM-DD on India's calendar) to the words the messages use: the day and slot as
 * the site writes them, amounts as formatPaise writes them.
 */

export interface BranchFacts {
  name: string;
  addressLine1: string;
  addressLine2: string;
  /** The branch's 'See on map' link; '' when it has none. */
  mapUrl: string;
}

export interface BookingFactsInput {
  customerName: string;
  orderId: string;
  theatreName: string;
  branch: BranchFacts;
  date: string;
  fromTime: string;
  toTime: string;
  totalPaise: number;
  /** What counts as paid so far (online and at the venue). */
  paidPaise: number;
  /** The customer's own page of the booking (/my-booking with its token). */
  manageLink: string;
}

export interface BookingFacts {
  name: string;
  orderId: string;
  theatre: string;
  branch: string;
  /** The branch's street address, one line. */
  address: string;
  /** The branch's name and address, one line. */
  branchAndAddress: string;
  /** A link that opens the branch in a maps app. */
  mapUrl: string;
  /** 'Sat, 10 Jan 2030' */
  day: string;
  /** '09:00 - 12:00' */
  slot: string;
  total: string;
  paid: string;
  leftToPay: string;
  /** The customer's own page of the booking: pay the rest, reschedule, cancel, add to calendar. */
  manageLink: string;
}

const joined = (parts: string[]): string =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');

/** A branch without a link of its own is found by its address: a message never sends an empty link. */
export const mapLinkOf = (b: BranchFacts): string =>
  /^https?:\/\//i.test(b.mapUrl.trim())
    ? b.mapUrl.trim()
    : `https://maps.google.com/?q=${encodeURIComponent(joined([b.name, b.addressLine1, b.addressLine2]))}`;

export function bookingFacts(i: BookingFactsInput): BookingFacts {
  const address = joined([i.branch.addressLine1, i.branch.addressLine2]);
  return {
    name: i.customerName.trim(),
    orderId: i.orderId,
    theatre: i.theatreName,
    branch: i.branch.name,
    address,
    branchAndAddress: joined([i.branch.name, address]),
    mapUrl: mapLinkOf(i.branch),
    day: bookingDayLabel(i.date),
    slot: slotLabel(i),
    total: formatPaise(i.totalPaise),
    paid: formatPaise(i.paidPaise),
    leftToPay: formatPaise(remainingAfterPaise(i.totalPaise, i.paidPaise)),
    manageLink: i.manageLink,
  };
}

/** Where a moved booking was, as its message says it: the theatre named only when it changed. */
export function oldSlotWords(old: { theatreName: string; date: string; fromTime: string; toTime: string }, newTheatre: string): string {
  const when = `${bookingDayLabel(old.date)}, ${slotLabel(old)}`;
  return old.theatreName === newTheatre ? when : `${old.theatreName} on ${when}`;
}

/** What a move did to the money, in one sentence for the customer. */
export function moveMoneySentence(m: MoveMoney): string {
  const back: string[] = [];
  if (m.refundOnlinePaise > 0)
    back.push(`${formatPaise(m.refundOnlinePaise)} is refunded to the way you paid online (it reaches your account in 5-7 working days)`);
  if (m.returnAtVenuePaise > 0) back.push(`${formatPaise(m.returnAtVenuePaise)} is handed back to you at the venue`);
  if (back.length > 0) return `It now costs ${formatPaise(-m.differencePaise)} less: ${back.join(' and ')}.`;
  const left = m.remainingPaise > 0 ? ` Left to pay at the venue: ${formatPaise(m.remainingPaise)}.` : ' Nothing is left to pay.';
  if (m.differencePaise > 0) return `It now costs ${formatPaise(m.differencePaise)} more.${left}`;
  if (m.differencePaise < 0) return `It now costs ${formatPaise(-m.differencePaise)} less.${left}`;
  return `The price is the same.${left}`;
}

export interface CancelMoney {
  /** What is refunded online now. */
  refundPaise: number;
  /** What the provider held of the booking before the cancellation. */
  paidOnlinePaise: number;
  /** Paid at the venue: the venue's to hand back. */
  paidAtVenuePaise: number;
  /** The refund policy's window in hours, when the policy kept the advance (a late cancellation). */
  lateWindowHours?: number;
}

/** The refund a cancellation gives, or why there is none, in one sentence for the customer. */
export function cancelRefundSentence(c: CancelMoney): string {
  const venue = c.paidAtVenuePaise > 0 ? ` For the ${formatPaise(c.paidAtVenuePaise)} paid at the venue, please call us.` : '';
  if (c.refundPaise > 0)
    return `We are refunding ${formatPaise(c.refundPaise)} to the way you paid online: it reaches your account in 5-7 working days.${venue}`;
  if (c.paidOnlinePaise === 0) return `Nothing was paid online, so there is nothing to refund online.${venue}`;
  if (c.lateWindowHours !== undefined)
    return `As it was cancelled less than ${c.lateWindowHours} hours before the slot, the advance of ${formatPaise(c.paidOnlinePaise)} is not refundable under our refund policy.${venue}`;
  return `The ${formatPaise(c.paidOnlinePaise)} paid online is not refunded.${venue}`;
}

export const REFUND_ARRIVES = 'It reaches your account in 5-7 working days.';

/**
 * A phone number as WhatsApp messages are addressed: '+91' and the ten digits of an Indian mobile;
 * undefined for anything else, which is not sent to.
 */
export function whatsappAddress(phone: string): string | undefined {
  const national = nationalMobile(phone);
  return /^[6-9]\d{9}$/.test(national) ? `+91${national}` : undefined;
}
