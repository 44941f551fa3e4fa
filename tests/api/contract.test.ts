import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../src/lib/api/calls.ts';
import { openHarness, type Harness } from './harness.ts';
import { fillIds, loadSampleIds, today, valid } from './callSamples.ts';

/** Bodies that break one field, and the field the 400 must name. */
const malformed: [CallName, unknown, string][] = [
  ['theatresForWeb', { slotDate: 42 }, 'slotDate'],
  ['theatresForWeb', { slotDate: '2026-02-30' }, 'slotDate'],
  ['theatresForWeb', {}, 'slotDate'],
  ['theatreById', { id: 7 }, 'id'],
  ['slotsByDate', { theatreId: '{theatre}', slotDate: '22/11/2026' }, 'slotDate'],
  ['slotsByDate', { slotDate: today }, 'theatreId'],
  ['occasionById', { occasionId: '{occasion}' }, 'theatreId'],
  ['planProducts', { planId: ['x'] }, 'planId'],
  ['cakes', { cakeType: 'vegan' }, 'cakeType'],
  ['checkCoupon', { couponId: 'FLAT400BASIC', amount: 'lots' }, 'amount'],
  ['checkCoupon', { couponId: '', amount: 100 }, 'couponId'],
  ['checkCoupon', { couponId: 'FLAT700COMBO', amount: 0, type: 'package' }, 'type'],
  ['checkCoupon', { couponId: 'FLAT700COMBO', amount: -1 }, 'amount'],
  ['addEnquiry', { ...(valid.addEnquiry as object), mobileNumber: '98765' }, 'mobileNumber'],
  ['addEnquiry', { ...(valid.addEnquiry as object), email: 'not-an-email' }, 'email'],
  ['addEnquiry', { ...(valid.addEnquiry as object), name: '   ' }, 'name'],
  ['addEnquiry', { ...(valid.addEnquiry as object), eventName: undefined }, 'eventName'],
  ['addLead', { phone: '12345' }, 'phone'],
  ['login', { phone: '9876500001' }, 'password'],
  ['login', { phone: '   ', password: 'x' }, 'phone'],
];

let h: Harness;
let ids: Record<string, string> = {};
const fill = (body: unknown): unknown => fillIds(body, ids);

beforeAll(async () => {
  h = await openHarness();
  ids = await loadSampleIds(h);
});
afterAll(() => h?.close());

describe.each(Object.entries(valid) as [CallName, unknown][])('%s', (name, body) => {
  const call = calls[name];

  it(`answers 200 in the shape of its schema (${call.method} ${call.path})`, async () => {
    const res = call.method === 'GET' ? await h.get(call.path) : await h.post(call.path, fill(body));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.success).toBe(true);
    expect(typeof res.body.message).toBe('string');
    const parsed = call.response.safeParse(res.body);
    expect(parsed.success, parsed.error?.message).toBe(true);
  });

  if (call.method === 'POST') {
    it('answers 400, not 500, to a body that is not JSON or not an object', async () => {
      for (const raw of ['{"broken', '[1,2]', '"text"', 'null']) {
        const res = await h.post(call.path, raw);
        expect(res.status, raw).toBe(400);
        expect(res.body).toMatchObject({ success: false });
        expect(res.body.message).toMatch(/JSON/);
      }
    });
  }
});

describe.each(malformed)('%s with a bad field', (name, body, field) => {
  it(`answers 400 naming ${field}`, async () => {
    const res = await h.post(calls[name].path, fill(body));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(field);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });
});

describe('messages', () => {
  it('say a field is missing only when it is, and what is wrong with it otherwise', async () => {
    expect((await h.post('web/getalltheatres/forweb', {})).body.message).toBe('slotDate is required');
    expect((await h.post('web/getalltheatres/forweb', { slotDate: 42 })).body.message).toBe('slotDate must be a date as YYYY-MM-DD');
    expect((await h.post('web/getalltheatres/forweb', { slotDate: '2026-02-30' })).body.message).toBe(
      'slotDate is not a real calendar date',
    );
  });
});

describe('unknown fields', () => {
  it('are ignored', async () => {
    const res = await h.post('web/getalltheatres/forweb', { slotDate: today, surprise: { deep: true } });
    expect(res.status).toBe(200);
  });
});

describe('unknown paths', () => {
  it('answer 404 with a JSON message', async () => {
    const res = await h.post('web/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/nothing-here/);
  });
});

describe('OpenAPI document', () => {
  it('describes every call the server answers, at its path and method, and no other', async () => {
    const res = await h.get('openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const [name, call] of Object.entries(calls)) {
      const answer = call.method === 'GET' ? await h.get(call.path) : await h.post(call.path, {});
      const answered = answer.status !== 404 || !/There is no/.test(answer.body.message);
      const op = res.body.paths[`/v1/theatre/${call.path}`]?.[call.method.toLowerCase()];
      if (!answered) {
        expect(op, `${name} is documented but answers ${answer.status}`).toBeUndefined();
        continue;
      }
      expect(op?.operationId, `${name} is answered but not documented`).toBe(name);
      expect(op.responses['200'].content['application/json'].schema).toBeTypeOf('object');
    }
    for (const name of Object.keys(valid)) {
      const call = calls[name as CallName];
      expect(res.body.paths[`/v1/theatre/${call.path}`], name).toBeDefined();
    }
    const forweb = res.body.paths['/v1/theatre/web/getalltheatres/forweb'].post;
    expect(forweb.requestBody.content['application/json'].schema.required).toContain('slotDate');
  });
});

describe('media', () => {
  it('serves every image the content names, and nothing outside the media folder', async () => {
    const app = (await import('../../server/app.ts')).createApp({ db: h.db, mediaDir: `${process.cwd()}/server/media` });
    const gallery = (await h.post('web/getallgallery')).body.gallerys;
    for (const g of gallery) {
      const res = await app.request(g.image);
      expect(res.status, g.image).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
    }
    for (const path of ['/media/../package.json', '/media/%2e%2e/package.json', '/media/nope.jpg']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});
