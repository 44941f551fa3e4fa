import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { icsFile, type CalendarBooking } from '../../src/lib/manage/icsFile.ts';

/** A booking's .ics as RFC 5545 writes it and as a calendar app (ical.js) reads it back. */

const BOOKING: CalendarBooking = {
  bookingId: 'bk_1',
  orderId: 'CC-20301012-0001',
  businessName: 'CineCelebrations',
  theatreName: 'Aurora',
  branchName: 'CineCelebrations Jubilee Hills',
  address: '3rd Floor, Plot 42, Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033',
  date: '2030-10-12',
  fromTime: '09:00',
  toTime: '12:00',
  manageUrl: `https://cinecelebrations.example/my-booking?t=${'A'.repeat(43)}`,
  siteHost: 'cinecelebrations.example',
};
const NOW = new Date('2030-10-01T06:07:08.900Z');

const lines = (text: string) => text.slice(0, -2).split('\r\n');
const unfold = (text: string) => text.replaceAll('\r\n ', '');
const event = (text: string) => new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;

describe('icsFile', () => {
  it('is one published event with its UID, stamp and the slot in UTC', () => {
    const text = icsFile(BOOKING, NOW);
    expect(lines(text).slice(0, 4)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//CineCelebrations//Bookings//EN',
      'METHOD:PUBLISH',
    ]);
    const u = unfold(text);
    // 09:00 to 12:00 in India (+05:30) is 03:30 to 06:30 UTC.
    for (const line of [
      'UID:bk_1@cinecelebrations.example',
      'DTSTAMP:20301001T060708Z',
      'DTSTART:20301012T033000Z',
      'DTEND:20301012T063000Z',
    ])
      expect(u).toContain(`\r\n${line}\r\n`);
    expect(u.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it.each([
    ['an evening slot crossing midnight ends the next day', '22:30', '01:00', 'DTSTART:20301012T170000Z', 'DTEND:20301012T193000Z'],
    ['a slot ending at midnight', '21:00', '00:00', 'DTSTART:20301012T153000Z', 'DTEND:20301012T183000Z'],
    ['an early slot is the day before in UTC', '02:00', '04:00', 'DTSTART:20301011T203000Z', 'DTEND:20301011T223000Z'],
  ])('%s', (_, fromTime, toTime, start, end) => {
    const u = unfold(icsFile({ ...BOOKING, fromTime, toTime }, NOW));
    expect(u).toContain(`\r\n${start}\r\n`);
    expect(u).toContain(`\r\n${end}\r\n`);
  });

  it('escapes TEXT (backslash, semicolon, comma, newline) and a parser reads the words back', () => {
    const tricky = { ...BOOKING, theatreName: 'Star; Suite, "VIP" \\ 2\nfloor', address: 'Shop 4, Level 2; Road\\Lane' };
    const text = icsFile(tricky, NOW);
    const u = unfold(text);
    expect(u).toContain('\r\nSUMMARY:CineCelebrations: Star\\; Suite\\, "VIP" \\\\ 2\\nfloor\r\n');
    expect(u).toContain('\r\nLOCATION:CineCelebrations Jubilee Hills\\, Shop 4\\, Level 2\\; Road\\\\Lane\r\n');
    const e = new ICAL.Event(event(text));
    expect(e.summary).toBe('CineCelebrations: Star; Suite, "VIP" \\ 2\nfloor');
    expect(e.location).toBe('CineCelebrations Jubilee Hills, Shop 4, Level 2; Road\\Lane');
    expect(e.description).toBe(`Order ${BOOKING.orderId}\nTheatre: ${tricky.theatreName}\nYour booking: ${BOOKING.manageUrl}`);
    expect(event(text).getFirstPropertyValue('url')).toBe(BOOKING.manageUrl);
  });

  it('ends every line with CRLF and folds lines past 75 octets, never inside a character', () => {
    const long = { ...BOOKING, branchName: 'सिनेसेलिब्रेशन्स जुबली हिल्स 🎉', address: 'तीसरी मंज़िल, प्लॉट 42, रोड नंबर 36, जुबली हिल्स, हैदराबाद' };
    const text = icsFile(long, NOW);
    expect(text).not.toMatch(/[^\r]\n|\r[^\n]/);
    for (const line of lines(text)) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(lines(text).filter((l) => l.startsWith(' ')).length).toBeGreaterThan(2);
    expect(text).not.toContain('\uFFFD');
    expect(new ICAL.Event(event(text)).location).toBe(`${long.branchName}, ${long.address}`);
  });

  it('leaves out of LOCATION a branch or address it does not know', () => {
    expect(new ICAL.Event(event(icsFile({ ...BOOKING, branchName: '', address: 'Road No. 36' }, NOW))).location).toBe('Road No. 36');
  });
});
