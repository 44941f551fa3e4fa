import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_PROCESS_ORIGIN } from '../../server/app.ts';
import { orderIdOf } from '../../server/repo/bookings.ts';
import { addDays, istInstant, istToday } from '../../src/lib/booking/istClock.ts';
import { testClock } from './bookingFixtures.ts';
import { calendarOf, linkToken, myBooking } from './myBookingFixtures.ts';
import { openPaymentHarness, paidBooking, type PaymentHarness } from './paymentFixtures.ts';

/**
 * Add to calendar: the booking's .ics, read back by an iCalendar parser (ical.js) as a calendar app
 * reads it, and as the bytes RFC 5545 asks for (CRLF, lines of 75 octets folded, TEXT escaped).
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let t: PaymentHarness;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
});
afterAll(() => t.h.close());

describe('the booking’s .ics', () => {
  it('is the slot in UTC at the branch’s address, with the link back to its page, as a private download', async () => {
    const date = addDays(istToday(clock.now()), 6);
    const { bookingId } = await paidBooking(t, date);
    const token = await linkToken(t.h.db, bookingId);
    const orderId = (await orderIdOf(t.h.db, bookingId))!;
    const res = await calendarOf(t.h, token);
    expect(res.status).toBe(200);
    expect(
      Object.fromEntries(['content-type', 'content-disposition', 'cache-control', 'x-robots-tag'].map((h) => [h, res.headers.get(h)])),
    ).toEqual({
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="booking-${orderId}.ics"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    });
    // The page links the same file.
    expect(`/v1/theatre/web/mybooking/calendar.ics?t=${token}`).toBe((await myBooking(t.h, token)).calendarUrl);

    const text = await res.text();
    // CRLF after every line, the last too; no line longer than 75 octets, the long ones folded.
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.some((l) => l.includes('\n') || l.includes('\r'))).toBe(false);
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(0);
    const unfolded = text.replaceAll('\r\n ', '');
    expect(unfolded).toContain(
      '\r\nLOCATION:CineCelebrations Jubilee Hills\\, 3rd Floor\\, Plot 42\\, Road No. 36\\, Jubilee Hills\\, Hyderabad\\, Telangana 500033\r\n',
    );
    expect(unfolded).toContain(`\r\nDTSTART:${date.replaceAll('-', '')}T033000Z\r\n`);

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/^-\/\/CineCelebrations\/\//);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.uid).toBe(`${bookingId}@${new URL(IN_PROCESS_ORIGIN).host}`);
    expect(event.startDate.toJSDate().getTime()).toBe(istInstant(date, '09:00'));
    expect(event.endDate.toJSDate().getTime()).toBe(istInstant(date, '12:00'));
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect((events[0].getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime()).toBe(clock.now().getTime());
    expect(event.summary).toBe('CineCelebrations: Aurora');
    expect(event.location).toBe(
      'CineCelebrations Jubilee Hills, 3rd Floor, Plot 42, Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033',
    );
    const link = `${IN_PROCESS_ORIGIN}/my-booking?t=${token}`;
    expect(events[0].getFirstPropertyValue('url')).toBe(link);
    expect(event.description).toBe(`Order ${orderId}\nTheatre: Aurora\nYour booking: ${link}`);
  });
});
