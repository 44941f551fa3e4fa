import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../src/lib/api/calls.ts';
import { NAME_CHARACTERS_MESSAGE } from '../../src/lib/api/fields.ts';
import { addDays } from '../../src/lib/booking/istClock.ts';
import { openHarness, type Harness } from './harness.ts';
import { fillIds, loadSampleIds, today, valid } from './callSamples.ts';
import { addBookingBody, auth, createBooking, newToken, tomorrow } from './bookingFixtures.ts';

/** Text and dates no database column can hold, sent in every field of every call that takes them. */
let h: Harness;
let ids: Record<string, string> = {};

beforeAll(async () => {
  h = await openHarness();
  ids = await loadSampleIds(h);
});
afterAll(() => h?.close());

/** Every (call, field) whose sample value is text, with the sample body it belongs to. */
const textFields: [CallName, string, Record<string, unknown>][] = (Object.entries(valid) as [CallName, unknown][]).flatMap(
  ([name, body]) =>
    body && typeof body === 'object'
      ? Object.entries(body as Record<string, unknown>)
          .filter(([, v]) => typeof v === 'string')
          .map(([field]) => [name, field, body as Record<string, unknown>] as [CallName, string, Record<string, unknown>])
      : [],
);
const dateFields = textFields.filter(([, field, body]) => body[field] === today);

async function expect400Naming(name: CallName, body: Record<string, unknown>, field: string, why: string) {
  const res = await h.post(calls[name].path, body);
  expect(res.status, `${name}.${field} ${why}: ${JSON.stringify(res.body)}`).toBe(400);
  expect(res.body.success).toBe(false);
  expect(
    res.body.errors?.map((e: { field: string }) => e.field),
    `${name}.${field} ${why}`,
  ).toContain(field);
}

describe.each(textFields)('%s.%s', (name, field, sample) => {
  const base = () => fillIds(sample, ids) as Record<string, unknown>;

  it('refuses a NUL character with a 400 naming the field', async () => {
    await expect400Naming(name, { ...base(), [field]: 'Asha\u0000Rao' }, field, 'with NUL');
  });

  it('refuses a lone surrogate (broken Unicode) with a 400 naming the field', async () => {
    await expect400Naming(name, { ...base(), [field]: 'Asha\ud800Rao' }, field, 'with a lone surrogate');
  });

  it('refuses a string far over its length with a 400 naming the field', async () => {
    await expect400Naming(name, { ...base(), [field]: 'x'.repeat(60_000) }, field, 'with 60,000 characters');
  });

  it('refuses a number, an object and an array with a 400 naming the field', async () => {
    for (const wrong of [42, { $gt: '' }, ['a']]) {
      await expect400Naming(name, { ...base(), [field]: wrong }, field, `as ${JSON.stringify(wrong)}`);
    }
  });
});

it('accepts well-formed text outside the Basic Multilingual Plane (an emoji is a valid surrogate pair)', async () => {
  const res = await h.post(calls.addEnquiry.path, { ...(valid.addEnquiry as object), name: 'Asha 🎂', description: 'Surprise 🎉💍' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});

describe.each(dateFields)('%s.%s as a date', (name, field, sample) => {
  it.each(['0000-01-01', '1999-12-31', '2100-01-01', '9999-12-31', '+12345-01-01', '2026-13-01'])(
    'refuses %s with a 400 naming the field',
    async (date) => {
      await expect400Naming(name, { ...(fillIds(sample, ids) as Record<string, unknown>), [field]: date }, field, `as ${date}`);
    },
  );
});

describe('the booking horizon', () => {
  it.each(['theatresForWeb', 'slotsByDate'] as const)(
    '%s answers up to 90 days ahead and refuses the day after, saying how far bookings open',
    async (name) => {
      const body = fillIds(valid[name], ids) as Record<string, unknown>;
      const last = await h.post(calls[name].path, { ...body, slotDate: addDays(today, 90) });
      expect(last.status, JSON.stringify(last.body)).toBe(200);
      const beyond = await h.post(calls[name].path, { ...body, slotDate: addDays(today, 91) });
      expect(beyond.status).toBe(400);
      expect(beyond.body.message).toBe(`Bookings open 90 days ahead: please choose a date up to ${addDays(today, 90)}.`);
      expect(beyond.body.errors[0].field).toBe('slotDate');
    },
  );

  it('follows the configured horizon', async () => {
    const { createApp } = await import('../../server/app.ts');
    const app = createApp({ db: h.db, bookingHorizonDays: 7 });
    const ask = (slotDate: string) =>
      app.request('/v1/theatre/web/getalltheatres/forweb', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slotDate }),
      });
    expect((await ask(addDays(today, 7))).status).toBe(200);
    const res = await ask(addDays(today, 8));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Bookings open 7 days ahead/);
  });
});

describe('names', () => {
  /** What no name may hold (NUL has its own message, above), each inside an otherwise good name. */
  const refused: [string, string][] = [
    ['\u0001', 'a C0 control'],
    ['\t', 'a tab'],
    ['\n', 'a line break'],
    ['\u001b', 'ESC'],
    ['\u007f', 'DEL'],
    ['\u0085', 'a C1 control (NEL)'],
    ['\u009b', 'a C1 control (CSI)'],
    ['\u200b', 'a zero-width space'],
    ['\u200e', 'a left-to-right mark'],
    ['\u200f', 'a right-to-left mark'],
    ['\u202a', 'a left-to-right embedding'],
    ['\u202d', 'a left-to-right override'],
    ['\u202e', 'a right-to-left override'],
    ['\u2066', 'a left-to-right isolate'],
    ['\u2069', 'a pop directional isolate'],
    ['\u2060', 'a word joiner'],
    ['\ufeff', 'a byte order mark'],
    ['\u00ad', 'a soft hyphen'],
    ['\u2028', 'a line separator'],
  ];
  /** Names in Indian scripts, with the joiners they may need (ZWJ, ZWNJ), and others people have. */
  const accepted = [
    'శ్రీనివాస్',
    'प्रिया',
    'கார்த்திக்',
    'ಶ್ರೀಕಾಂತ್',
    'ശ്രീക്കുട്ടൻ',
    'সুব্রত দত্ত',
    'ਹਰਪ੍ਰੀਤ ਸਿੰਘ',
    'ધ્રુવ પટેલ',
    'ସୁବ୍ରତ',
    'क्\u200dष',
    'क्\u200cष',
    'ശ്രീ\u200cകുമാർ',
    'D’Souza-Rao',
    'Zoë Fernández',
    '👩\u200d👩\u200d👧 Rao',
  ];

  /** Each name field with a body around it and how to send it; the booking calls get a guest token and a booking of their own. */
  type Send = (name: string) => Promise<{ status: number; body: any }>;
  const fields: [string, string, () => Promise<Send>][] = [
    ['addEnquiry', 'name', async () => (name) => h.post(calls.addEnquiry.path, { ...(valid.addEnquiry as object), name })],
    ['addEnquiry', 'eventName', async () => (eventName) => h.post(calls.addEnquiry.path, { ...(valid.addEnquiry as object), eventName })],
    ['addLead', 'name', async () => (name) => h.post(calls.addLead.path, { ...(valid.addLead as object), date: '', name })],
    [
      'addBooking',
      'userName',
      async () => {
        const token = await newToken(h);
        const body = addBookingBody(addDays(tomorrow(new Date()), 2));
        const bookingId = await createBooking(h, token, body);
        // Sent again with its id, as the details step is repeated: the same booking, another name.
        return (userName) => h.post(calls.addBooking.path, { ...body, bookingId, userName }, auth(token));
      },
    ],
    [
      'updateOccasion',
      'personName',
      async () => {
        const token = await newToken(h);
        const bookingId = await createBooking(h, token, addBookingBody(addDays(tomorrow(new Date()), 3)));
        return (personName) => h.post(calls.updateOccasion.path, { bookingId, occasionId: 'occ-birthday', personName }, auth(token));
      },
    ],
  ];

  describe.each(fields)('%s.%s', (_call, field, sender) => {
    let send: Send;
    beforeAll(async () => {
      send = await sender();
    });

    it('refuses control and invisible formatting characters with a 400 that names the field and says what to fix', async () => {
      for (const [ch, what] of refused) {
        const res = await send(`Asha${ch}Rao`);
        expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.errors, what).toEqual([{ field, message: `${field} ${NAME_CHARACTERS_MESSAGE}` }]);
      }
    });

    it('takes names in Indian scripts (with ZWJ and ZWNJ), and with accents, apostrophes and emoji', async () => {
      for (const name of accepted) {
        const res = await send(name);
        expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    });
  });

  it('stores a name in an Indian script as it was sent', async () => {
    const token = await newToken(h);
    const bookingId = await createBooking(h, token, addBookingBody(addDays(tomorrow(new Date()), 4), { userName: 'శ్రీనివాస్' }));
    const res = await h.post(
      calls.updateOccasion.path,
      { bookingId, occasionId: 'occ-birthday', personName: 'प्रिया, கார்த்திக்' },
      auth(token),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await h.db.query<{ user_name: string; person_name: string }>(
      'select user_name, person_name from bookings where id = $1',
      [bookingId],
    );
    expect(row).toEqual({ user_name: 'శ్రీనివాస్', person_name: 'प्रिया, கார்த்திக்' });
  });
});
