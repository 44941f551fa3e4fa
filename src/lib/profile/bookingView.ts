import type { BookingStatus } from '../api/booking.ts';

/** How the profile names a booking's state (it lists bookings that reached payment). */
export const STATUS_LABEL: Partial<Record<BookingStatus, string>> = {
  'payment-pending': 'Awaiting payment',
  'booking-confirmed': 'Confirmed',
  'payment-failed': 'Payment failed',
  refunded: 'Refunded',
  expired: 'Expired',
  held: 'Not paid',
};

export const statusLabel = (status: BookingStatus): string => STATUS_LABEL[status] ?? status;

/** A YYYY-MM-DD day as people read it: 'Sun, 14 Sep 2025' (the day itself, whatever the phone's time zone). */
export function formatDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return d.toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** '19:30' -> '7:30 PM': the staff desk's clock (the customer's pages write slots with slotLabel, booking/slots.ts). */
export function formatClock(time: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return time;
  const h = Number(m[1]) % 24;
  return `${h % 12 || 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

export const formatSlot = (time: { fromTime: string; toTime: string }): string =>
  `${formatClock(time.fromTime)} – ${formatClock(time.toTime)}`;

/**
 * Where a paid booking's invoice (a PDF) opens: an http(s) address as it is, a path on the API's
 * origin; anything else (none yet, or not an address) gives no link.
 */
export function invoiceHref(apiOrigin: string, invoice: string): string | undefined {
  const text = invoice.trim();
  if (/^https?:\/\//i.test(text)) return text;
  if (text.startsWith('/') && !text.startsWith('//')) return `${apiOrigin}${text}`;
  return undefined;
}
