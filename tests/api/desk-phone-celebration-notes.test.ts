import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAKE_MESSAGE_MAX, DECORATION_THEME_MAX } from '../../src/lib/api/celebrationNotes.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { AURORA, testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * The phone booking takes the decoration's theme and the cake's message as the site's steps do:
 * optional, one line, at most 80 and 40 characters; anything else is refused naming the field,
 * and nothing is booked.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let desk: App;
let cookie: string;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  desk = deskApp(h.db, { now: clock.now });
  const staff = await addTestStaff(h.db, 'front-desk', { name: 'Farid Front' });
  cookie = await sessionCookie(h.db, staff.id, clock.now());
});
afterAll(() => h?.close());

const phoneBody = (o: Record<string, unknown> = {}) => ({
  theatreId: AURORA.id,
  date: addDays(istToday(clock.now()), 4),
  time: AURORA.slot1,
  userName: 'Meera Iyer',
  userPhone: '9812345670',
  noOfPersons: 2,
  ...o,
});
const bookingCount = async () => (await h.db.query<{ n: number }>('select count(*)::int as n from bookings'))[0].n;

describe("the phone booking's notes", () => {
  it.each([
    ['a message one too long', 'cakeMessage', 'x'.repeat(CAKE_MESSAGE_MAX + 1), `at most ${CAKE_MESSAGE_MAX} characters`],
    ['a huge message', 'cakeMessage', 'x'.repeat(50_000), `at most ${CAKE_MESSAGE_MAX} characters`],
    ['a NUL in the message', 'cakeMessage', 'Happy\u0000', 'NUL'],
    ['a line break in the message', 'cakeMessage', 'Happy\r\nBirthday', 'control characters'],
    ['a message that is a number', 'cakeMessage', 25, 'must be text'],
    ['a theme one too long', 'decorationTheme', 'y'.repeat(DECORATION_THEME_MAX + 1), `at most ${DECORATION_THEME_MAX} characters`],
    ['a NUL-laden theme', 'decorationTheme', '\u0000'.repeat(60), 'NUL'],
    ['a theme that is a list', 'decorationTheme', ['Gold'], 'must be text'],
  ])('%s: a 400 naming the field, nothing booked', async (_, field, value, words) => {
    const before = await bookingCount();
    const res = await deskCall(desk, 'phoneBooking', phoneBody({ [field]: value }), { cookie });
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(400);
    const body = res.body as { message: string; errors?: { field: string; message: string }[]; fields?: Record<string, string> };
    const said = [...(body.errors ?? []).filter((e) => e.field === field).map((e) => e.message), body.fields?.[field] ?? ''].join(' | ');
    expect(said).toContain(words);
    expect(await bookingCount()).toBe(before);
  });
});

describe("the phone booking's notes, kept", () => {
  it('are stored with the booking as the staff typed them, and shown on its desk page', async () => {
    const res = await deskCall(
      desk,
      'phoneBooking',
      phoneBody({
        date: addDays(istToday(clock.now()), 5),
        decorationTheme: 'Gold and white, fairy lights',
        cakeMessage: 'Happy 30th, Meera!',
      }),
      { cookie },
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    const id = res.body.bookingId as string;
    const [row] = await h.db.query<{ decoration_theme: string; cake_message: string }>(
      'select decoration_theme, cake_message from bookings where id = $1',
      [id],
    );
    expect(row).toEqual({ decoration_theme: 'Gold and white, fairy lights', cake_message: 'Happy 30th, Meera!' });
    const page = await deskCall(desk, 'bookingPage', { bookingId: id }, { cookie });
    expect(page.body.booking).toMatchObject({ decorationTheme: 'Gold and white, fairy lights', cakeMessage: 'Happy 30th, Meera!' });
  });
});
