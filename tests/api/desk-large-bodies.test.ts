import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { RICH_TEXT_MAX } from '../../src/lib/records/fieldTypes.ts';
import { DESK_PREFIX } from '../../src/lib/api/deskRoutes.ts';
import { largestJsonBytes } from '../../src/lib/api/jsonSize.ts';
import { MAX_BODY_BYTES } from '../../server/http/bodyLimit.ts';
import { testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, SITE, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * A save whose schema accepts more than the usual 64 KB: the Policies form sends its three rich
 * texts in one request, each up to RICH_TEXT_MAX characters, which in Telugu is three bytes each
 * as a browser sends it, six when escaped. Whatever the schema accepts is taken; a byte more is not.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let desk: App;
let editor: TestStaff;
const POLICY_FIELDS = ['termsAndCondition', 'privacyPolicy', 'refundPolicy'] as const;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  desk = deskApp(h.db, { now: clock.now });
  editor = await addTestStaff(h.db, 'editor', { name: 'Esha Editor' });
});
afterAll(() => h?.close());

const cookie = () => sessionCookie(h.db, editor.id, clock.now());
const policies = async () => {
  const res = await deskCall(desk, 'recordList', { kind: 'policies' }, { cookie: await cookie() });
  return res.body.records[0] as { id: string; version: number; fields: Record<string, string> };
};
/** A Telugu text of exactly `units` UTF-16 units (every letter here is one), words and spaces. */
const telugu = (units: number, seed: string) => `${seed} ${'తెలుగు వచనం '.repeat(Math.ceil(units / 12))}`.slice(0, units - 1) + 'ం';
/** The save as raw JSON text, every character of the three texts escaped as \uXXXX (the most bytes JSON takes for them). */
const escapedSave = (id: string, texts: Record<string, string>) =>
  JSON.stringify({ kind: 'policies', id, fields: {} }).replace(
    '"fields":{}',
    `"fields":{${Object.entries(texts)
      .map(([k, v]) => `"${k}":"${[...v].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`)
      .join(',')}}`,
  );
const save = async (raw: string, version: number, o: { cookie?: string | null; stream?: boolean } = {}) => {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: SITE, 'if-match': `"${version}"` };
  const sent = o.cookie === null ? undefined : (o.cookie ?? (await cookie()));
  if (sent) headers.cookie = sent;
  const bytes = new TextEncoder().encode(raw);
  // A streamed body has no declared length: the server counts it as it reads.
  const body = o.stream ? new Blob([bytes]).stream() : bytes;
  if (!o.stream) headers['content-length'] = String(bytes.byteLength);
  const res = await desk.request(`${DESK_PREFIX}${deskCalls.recordSave.path}`, {
    method: 'POST',
    headers,
    body,
    ...(o.stream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: res.status, body: await res.json() };
};
const revisions = async () => (await h.db.query<{ n: number }>('select count(*)::int as n from edit_revisions'))[0].n;

describe('the three policies in one save', () => {
  it('of the most characters each, in Telugu, as a browser sends them (about 400 KB): saved as sent', async () => {
    const p = await policies();
    const texts = Object.fromEntries(POLICY_FIELDS.map((f) => [f, telugu(RICH_TEXT_MAX, f)]));
    const raw = JSON.stringify({ kind: 'policies', id: p.id, fields: texts });
    expect(new TextEncoder().encode(raw).byteLength).toBeGreaterThan(6 * MAX_BODY_BYTES);
    const res = await save(raw, p.version);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.record.fields).toEqual(texts);
  });

  it('with every character escaped and padded to the limit byte for byte: saved, declared or streamed; a byte more is 413 saying the limit', async () => {
    const p = await policies();
    const texts = Object.fromEntries(POLICY_FIELDS.map((f) => [f, telugu(RICH_TEXT_MAX, `${f} escaped`)]));
    const raw = escapedSave(p.id, texts);
    // The limit is the largest body the schema accepts: more than this one, whose id is short.
    const limit = largestJsonBytes(deskCalls.recordSave.request);
    expect(raw.length).toBeGreaterThan(3 * 6 * RICH_TEXT_MAX);
    expect(limit).toBeGreaterThan(raw.length);
    expect(limit).toBeLessThan(raw.length + 2_000);
    const padded = (bytes: number) => `${raw}${' '.repeat(bytes - raw.length)}`;

    let version = p.version;
    for (const stream of [false, true]) {
      const saved = await save(padded(limit), version, { stream });
      expect(saved.status, `streamed: ${stream}: ${saved.body.message}`).toBe(200);
      expect(saved.body.record.fields).toEqual(texts);
      version = saved.body.record.version;
    }
    const before = await revisions();
    for (const stream of [false, true]) {
      const res = await save(padded(limit + 1), version, { stream });
      expect(res.status, `streamed: ${stream}`).toBe(413);
      expect(res.body.message).toBe(`The request body is too large: at most ${Math.floor(limit / 1024)} KB is accepted.`);
    }
    expect(await revisions()).toBe(before);
  });

  it('a character over the most in any text is a 400 naming the field, not a 413', async () => {
    const p = await policies();
    const fields = { ...p.fields, privacyPolicy: telugu(RICH_TEXT_MAX + 1, 'over') };
    const res = await save(JSON.stringify({ kind: 'policies', id: p.id, fields }), p.version);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`fields.privacyPolicy must be at most ${RICH_TEXT_MAX} characters`);
  });

  it('is not read for a caller without a session (401), nor past its declared length; other calls keep 64 KB', async () => {
    const p = await policies();
    const before = await revisions();
    const big = JSON.stringify({ kind: 'policies', id: p.id, fields: { termsAndCondition: telugu(RICH_TEXT_MAX, 'x') } });
    expect((await save(big, p.version, { cookie: null })).status).toBe(401);
    expect((await save(big, p.version, { cookie: null, stream: true })).status).toBe(401);
    // A declared length over the limit is refused before anything is read.
    const res = await desk.request(`${DESK_PREFIX}${deskCalls.recordSave.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE, cookie: await cookie(), 'content-length': String(50 * 1024 * 1024) },
      body: '{}',
    });
    expect(res.status).toBe(413);
    // A removal's schema takes far less: its call keeps the usual limit.
    const removal = await deskCall(
      desk,
      'recordRemove',
      { kind: 'faq', id: 'a'.repeat(MAX_BODY_BYTES) },
      { cookie: await cookie(), headers: { 'if-match': '"1"' } },
    );
    expect(removal.status).toBe(413);
    expect(removal.body.message).toBe('The request body is too large: at most 64 KB is accepted.');
    expect(await revisions()).toBe(before);
  });
});
