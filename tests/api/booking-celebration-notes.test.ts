import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAKE_MESSAGE_MAX, DECORATION_THEME_MAX } from '../../src/lib/api/celebrationNotes.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, auth, blackForestLine, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * The message on the cake and the decoration's theme, as a customer gives them on the site's
 * booking steps: kept on the booking, read back by the site and by the desk, refused with the
 * field's words when too long, not text, or holding a NUL or another control character.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let app: App;
let cookie: string;
let day = 3;
const nextDate = () => addDays(istToday(clock.now()), day++);

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = deskApp(h.db, { now: clock.now });
  const staff = await addTestStaff(h.db, 'front-desk', { name: 'Farah Front' });
  cookie = await sessionCookie(h.db, staff.id, clock.now());
});
afterAll(() => h?.close());

const read = async (token: string, bookingId: string) => (await h.post('bookings/getallbookings', { bookingId }, auth(token))).body.booking;
const deskPage = async (bookingId: string) => (await deskCall(app, 'bookingPage', { bookingId }, { cookie })).body.booking;

async function basicBooking() {
  const token = await newToken(h);
  const bookingId = await createBooking(h, token, addBookingBody(nextDate(), { subTotal: undefined }));
  return { token, bookingId };
}
const occasion = (bookingId: string, more: object = {}) => ({ bookingId, occasionId: 'occ-birthday', personName: 'Ravi', ...more });
const cakes = (bookingId: string, more: object = {}) => ({ bookingId, products: [blackForestLine(499, '500')], ...more });

describe('the message on the cake and the decoration theme', () => {
  it('are kept from the occasion and cakes steps, trimmed, and read back by the site and the desk', async () => {
    const { token, bookingId } = await basicBooking();
    const theme = await h.post(
      'booking/new/updateocasion',
      occasion(bookingId, { decorationTheme: '  Pastel pink and gold  ' }),
      auth(token),
    );
    expect(theme.status, JSON.stringify(theme.body)).toBe(200);
    const message = await h.post('booking/new/updatecakes', cakes(bookingId, { cakeMessage: 'Happy 25th Priya 🎂' }), auth(token));
    expect(message.status, JSON.stringify(message.body)).toBe(200);

    expect(await read(token, bookingId)).toMatchObject({ cakeMessage: 'Happy 25th Priya 🎂', decorationTheme: 'Pastel pink and gold' });
    expect(await deskPage(bookingId)).toMatchObject({ cakeMessage: 'Happy 25th Priya 🎂', decorationTheme: 'Pastel pink and gold' });
  });

  it('stay as they were when a step is saved again without them (an older page), and go when sent empty', async () => {
    const { token, bookingId } = await basicBooking();
    await h.post('booking/new/updateocasion', occasion(bookingId, { decorationTheme: 'Jungle' }), auth(token));
    await h.post('booking/new/updatecakes', cakes(bookingId, { cakeMessage: 'Go Arjun' }), auth(token));

    expect((await h.post('booking/new/updateocasion', occasion(bookingId), auth(token))).status).toBe(200);
    expect((await h.post('booking/new/updatecakes', cakes(bookingId), auth(token))).status).toBe(200);
    expect(await read(token, bookingId)).toMatchObject({ cakeMessage: 'Go Arjun', decorationTheme: 'Jungle' });

    await h.post('booking/new/updateocasion', occasion(bookingId, { decorationTheme: '' }), auth(token));
    await h.post('booking/new/updatecakes', cakes(bookingId, { cakeMessage: '   ' }), auth(token));
    expect(await read(token, bookingId)).toMatchObject({ cakeMessage: '', decorationTheme: '' });
  });

  it("are '' on a booking that never had them", async () => {
    const { token, bookingId } = await basicBooking();
    expect(await read(token, bookingId)).toMatchObject({ cakeMessage: '', decorationTheme: '' });
    expect(await deskPage(bookingId)).toMatchObject({ cakeMessage: '', decorationTheme: '' });
  });

  it("take a combo plan's cake message with its flavour", async () => {
    const token = await newToken(h);
    const bookingId = await createBooking(h, token, addBookingBody(nextDate(), { type: 'combo', subTotal: 0, couponId: 'FLAT700COMBO' }));
    expect((await h.post('booking/new/updateocasion', occasion(bookingId, { decorationTheme: 'Gold' }), auth(token))).status).toBe(200);
    const plan = {
      bookingId,
      planId: 'plan-aurora-birthday-standard',
      flavour: 'Butterscotch',
      productId: 'cake-egg-black-forest',
      cakeMessage: 'Happy Birthday Ravi',
    };
    const res = await h.post('booking/new/updatecombo', plan, auth(token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await read(token, bookingId)).toMatchObject({
      cakeMessage: 'Happy Birthday Ravi',
      decorationTheme: 'Gold',
      flavour: 'Butterscotch',
    });
  });

  it('take exactly their longest, and Indian scripts as typed', async () => {
    const { token, bookingId } = await basicBooking();
    const longest = 'x'.repeat(CAKE_MESSAGE_MAX);
    expect((await h.post('booking/new/updatecakes', cakes(bookingId, { cakeMessage: longest }), auth(token))).status).toBe(200);
    const telugu = 'పుట్టినరోజు శుభాకాంక్షలు';
    const theme = `${telugu} ${'y'.repeat(DECORATION_THEME_MAX - telugu.length - 1)}`;
    expect((await h.post('booking/new/updateocasion', occasion(bookingId, { decorationTheme: theme }), auth(token))).status).toBe(200);
    expect(await read(token, bookingId)).toMatchObject({ cakeMessage: longest, decorationTheme: theme });
  });
});

describe('hostile notes', () => {
  const tooLong = `must be at most ${CAKE_MESSAGE_MAX} characters`;
  const cases: [string, string, unknown, string][] = [
    ['cake message one too long', 'cakeMessage', 'x'.repeat(CAKE_MESSAGE_MAX + 1), tooLong],
    // As large as a body may be (64 KB): a larger one is refused before it is read.
    ['a huge cake message', 'cakeMessage', 'x'.repeat(60_000), tooLong],
    ['a NUL in the message', 'cakeMessage', 'Happy\u0000Birthday', 'must not contain NUL characters'],
    ['a huge NUL-laden message', 'cakeMessage', 'a\u0000'.repeat(5_000), 'NUL'],
    ['a message of NULs only', 'cakeMessage', '\u0000'.repeat(CAKE_MESSAGE_MAX), 'must not contain NUL characters'],
    ['a line break', 'cakeMessage', 'Happy\nBirthday', 'control characters'],
    ['a tab', 'cakeMessage', 'Happy\tBirthday', 'control characters'],
    ['an escape sequence', 'cakeMessage', 'Happy \u001b[31mred', 'control characters'],
    ['a C1 control', 'cakeMessage', 'Happy \u0085', 'control characters'],
    ['a lone surrogate', 'cakeMessage', 'Happy \uD83D', 'broken character'],
    ['a number', 'cakeMessage', 42, 'must be text'],
    ['a list', 'cakeMessage', ['Happy'], 'must be text'],
    ['an object', 'cakeMessage', { text: 'Happy' }, 'must be text'],
    ['null', 'cakeMessage', null, 'must be text'],
    ['theme one too long', 'decorationTheme', 'y'.repeat(DECORATION_THEME_MAX + 1), `must be at most ${DECORATION_THEME_MAX} characters`],
    ['a NUL in the theme', 'decorationTheme', 'Gold\u0000', 'must not contain NUL characters'],
    ['a DEL in the theme', 'decorationTheme', 'Gold\u007f', 'control characters'],
    ['a number for the theme', 'decorationTheme', 7, 'must be text'],
  ];

  it.each(cases)('%s: a 400 naming the field with its words, nothing changed', async (_, field, value, words) => {
    const { token, bookingId } = await basicBooking();
    await h.post('booking/new/updateocasion', occasion(bookingId, { decorationTheme: 'Before' }), auth(token));
    await h.post('booking/new/updatecakes', cakes(bookingId, { cakeMessage: 'Before' }), auth(token));
    const before = await read(token, bookingId);
    const [path, body] =
      field === 'cakeMessage'
        ? ['booking/new/updatecakes', cakes(bookingId, { cakeMessage: value })]
        : ['booking/new/updateocasion', occasion(bookingId, { decorationTheme: value })];
    const res = await h.post(path, body, auth(token));
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(400);
    const said = res.body.errors.filter((e: { field: string }) => e.field === field).map((e: { message: string }) => e.message);
    expect(said.join(' | ')).toContain(words);
    expect(await read(token, bookingId)).toEqual(before);
  });

  it("cannot write on another customer's booking: 403, and its notes stay theirs", async () => {
    const mine = await basicBooking();
    const theirs = await basicBooking();
    await h.post('booking/new/updatecakes', cakes(theirs.bookingId, { cakeMessage: 'Theirs' }), auth(theirs.token));
    await h.post('booking/new/updateocasion', occasion(theirs.bookingId, { decorationTheme: 'Theirs' }), auth(theirs.token));

    const cake = await h.post('booking/new/updatecakes', cakes(theirs.bookingId, { cakeMessage: 'Mine' }), auth(mine.token));
    const theme = await h.post('booking/new/updateocasion', occasion(theirs.bookingId, { decorationTheme: 'Mine' }), auth(mine.token));
    expect([cake.status, theme.status]).toEqual([403, 403]);
    expect(await read(theirs.token, theirs.bookingId)).toMatchObject({ cakeMessage: 'Theirs', decorationTheme: 'Theirs' });
  });
});
