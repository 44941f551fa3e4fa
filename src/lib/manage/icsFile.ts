import ical, { ICalCalendarMethod } from 'ical-generator';
import { istInstant } from '../booking/istClock.ts';
import { slotEndsAt } from '../booking/slots.ts';

/**
 * A booking's slot as an iCalendar file (RFC 5545), for /my-booking's Add to calendar. The slot is
 * written in UTC (`DTSTART:20301012T033000Z`) from India's wall clock, so every calendar app places
 * it right without a time-zone definition; a slot past midnight ends on the next day. ical-generator
 * writes the format: CRLF line ends, lines folded at 75 octets, TEXT escaped (\\ ; , and newlines).
 */

export interface CalendarBooking {
  bookingId: string;
  orderId: string;
  businessName: string;
  theatreName: string;
  branchName: string;
  /** The branch's street address, one line. */
  address: string;
  /** YYYY-MM-DD on India's calendar, and HH:MM. */
  date: string;
  fromTime: string;
  toTime: string;
  /** The booking's /my-booking link, absolute. */
  manageUrl: string;
  /** The site's host, which makes the event's UID unique beyond this site. */
  siteHost: string;
}

/** `text/calendar` content of one event; `now` is its DTSTAMP. */
export function icsFile(b: CalendarBooking, now: Date): string {
  const calendar = ical({
    prodId: { company: b.businessName, product: 'Bookings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const where = [b.branchName, b.address].filter((part) => part.trim() !== '').join(', ');
  calendar.createEvent({
    id: `${b.bookingId}@${b.siteHost}`,
    stamp: now,
    start: new Date(istInstant(b.date, b.fromTime)),
    end: new Date(slotEndsAt(b, b.date)),
    summary: `${b.businessName}: ${b.theatreName}`,
    location: where,
    description: [`Order ${b.orderId}`, `Theatre: ${b.theatreName}`, `Your booking: ${b.manageUrl}`].join('\n'),
    url: b.manageUrl,
  });
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  return `${calendar.toString()}\r\n`;
}
