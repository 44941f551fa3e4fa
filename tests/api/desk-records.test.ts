import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applySnapshot, freezeDrafts, readLiveContent, restoreLiveContent } from '../../server/content/publishing.ts';
import { STALE } from '../../server/content/saveRecord.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { RECORD_KIND_NAMES, RECORD_KINDS, shapeOf, type RecordKind } from '../../src/lib/api/deskRecordKinds.ts';
import { fieldMeta } from '../../src/lib/records/fieldTypes.ts';
import { testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';
import { publicAnswer } from './publicView.ts';

/**
 * The desk's records (content and catalogue beyond the FAQs, the popup and the theatres' prices):
 * who may edit them, every field's validation, drafts the public does not see until Publish (and a
 * build of the drafts does), new and removed records, stale saves, the history, and a rollback.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let desk: App;
const staff = {} as Record<'editor' | 'editor2' | 'owner' | 'manager' | 'front-desk', TestStaff>;
const PUBLISHER = { staffId: null, staffName: 'Admin token' };

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  desk = deskApp(h.db, { now: clock.now });
  staff.editor = await addTestStaff(h.db, 'editor', { name: 'Esha Editor' });
  staff.editor2 = await addTestStaff(h.db, 'editor', { name: 'Eric Editor' });
  staff.owner = await addTestStaff(h.db, 'owner', { name: 'Omar Owner' });
  staff.manager = await addTestStaff(h.db, 'manager', { name: 'Mona Manager' });
  staff['front-desk'] = await addTestStaff(h.db, 'front-desk', { name: 'Farah Frontdesk' });
});
afterAll(() => h?.close());

async function as(who: keyof typeof staff, name: DeskCallName, input: unknown, version?: number | string) {
  const headers: Record<string, string> = version === undefined ? {} : { 'if-match': `"${version}"` };
  return deskCall(desk, name, input, { cookie: await sessionCookie(h.db, staff[who].id, clock.now()), headers });
}
const list = async (kind: RecordKind) => {
  const res = await as('editor', 'recordList', { kind });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.records as { id: string; label: string; version: number; state: string; fields: Record<string, any>; live: unknown }[];
};
const publish = () => h.db.transaction(async (tx) => applySnapshot(tx, await freezeDrafts(tx), PUBLISHER, clock.now()));
const revisions = async () => (await h.db.query<{ n: number }>('select count(*)::int as n from edit_revisions'))[0].n;
const cakes = async (view?: Awaited<ReturnType<typeof freezeDrafts>>) =>
  (await publicAnswer(h.app, h.db, 'web/category/getcakes', view)).products as { _id: string; name: string; price: number }[];

describe('who may edit', () => {
  it('editors and the owner; not a manager nor the front desk, whose calls change nothing', async () => {
    const [cake] = await list('cake');
    for (const who of ['manager', 'front-desk'] as const) {
      expect((await as(who, 'recordList', { kind: 'cake' })).status).toBe(403);
      const res = await as(who, 'recordSave', { kind: 'cake', id: cake.id, fields: { ...cake.fields, price: 1 } }, cake.version);
      expect(res.status).toBe(403);
      expect((await as(who, 'recordRemove', { kind: 'cake', id: cake.id }, cake.version)).status).toBe(403);
    }
    expect((await deskCall(desk, 'recordList', { kind: 'cake' })).status).toBe(401);
    expect((await as('owner', 'recordList', { kind: 'cake' })).status).toBe(200);
    expect((await list('cake'))[0]).toMatchObject({ state: 'live', version: cake.version });
  });
});

describe('every kind', () => {
  it('lists its live records with their fields, which its own schema accepts as they are', async () => {
    for (const kind of RECORD_KIND_NAMES) {
      const records = await list(kind);
      expect(records.length, kind).toBeGreaterThan(0);
      for (const r of records) {
        const parsed = RECORD_KINDS[kind].fields.safeParse(r.fields);
        expect(parsed.success, `${kind} ${r.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    }
  });

  it('refuses a wrong value in any field, naming it, and saves nothing', async () => {
    const before = await revisions();
    const hostile = (schema: z.ZodType): unknown[] => {
      const base: unknown[] = [{ an: 'object' }, null, ['a', 'list']];
      // A number that may be left empty (a dish's price at the venue): null is a value, a wrong number is not.
      const inner = schema instanceof z.ZodDefault ? schema.unwrap() : schema;
      if (inner instanceof z.ZodNullable && inner.unwrap() instanceof z.ZodNumber)
        return [{ an: 'object' }, ['a', 'list'], '12', -1, 1.5, 1e12];
      if (schema instanceof z.ZodBoolean) return [...base, 'true', 1];
      if (schema instanceof z.ZodNumber) return [...base, '12', -1, 1.5, 1e12, Number.NaN];
      if (schema instanceof z.ZodArray) return [...base.slice(0, 2), 'a line', ['x\u0000y'], Array(21).fill('line'), ['y'.repeat(201)]];
      if (schema instanceof z.ZodEnum) return [...base, 'nothing-of-the-kind', ''];
      return [...base, 42, 'x'.repeat(60_000), 'null\u0000inside', '\uD800'];
    };
    for (const kind of RECORD_KIND_NAMES) {
      const [r] = await list(kind);
      for (const [name, schema] of Object.entries(shapeOf(kind)))
        for (const value of hostile(schema)) {
          const res = await as('editor', 'recordSave', { kind, id: r.id, fields: { ...r.fields, [name]: value } }, r.version);
          const what = `${kind}.${name} = ${JSON.stringify(value)?.slice(0, 40)}`;
          expect(res.status, what).toBe(400);
          expect(
            (res.body.errors as { field: string }[]).some((e) => e.field === `fields.${name}` || e.field.startsWith(`fields.${name}.`)),
            `${what}: ${JSON.stringify(res.body)}`,
          ).toBe(true);
        }
      // A field left out is named too.
      const [first] = Object.keys(shapeOf(kind));
      const { [first]: _, ...rest } = r.fields;
      expect((await as('editor', 'recordSave', { kind, id: r.id, fields: rest }, r.version)).status, kind).toBe(400);
    }
    expect(await revisions()).toBe(before);
  });

  it('refuses what is not a record of the desk: an unknown kind, an id of nothing, a huge id, a body that is not an object', async () => {
    const [cake] = await list('cake');
    const cases: [unknown, number][] = [
      [{ kind: 'bookings', id: cake.id, fields: cake.fields }, 400],
      [{ kind: 'cake', id: 'cake-nowhere', fields: cake.fields }, 404],
      // A theatre's id is not a cake's.
      [{ kind: 'cake', id: (await list('theatre'))[0].id, fields: cake.fields }, 404],
      [{ kind: 'cake', id: 'x'.repeat(5000), fields: cake.fields }, 400],
      [{ kind: 'cake', id: 'a\u0000b', fields: cake.fields }, 400],
      [[1, 2, 3], 400],
      ['cake', 400],
    ];
    for (const [body, status] of cases)
      expect((await as('editor', 'recordSave', body, cake.version)).status, JSON.stringify(body).slice(0, 60)).toBe(status);
    expect((await as('editor', 'recordList', { kind: 'nothing' })).status).toBe(400);
    expect((await as('editor', 'recordRemove', { kind: 'theatre', id: (await list('theatre'))[0].id }, 1)).status).toBe(400);
    expect((await as('editor', 'recordSave', { kind: 'theatre', fields: (await list('theatre'))[0].fields })).status).toBe(400);
  });
});

describe("a cake's price", () => {
  it('is a draft the site neither shows nor charges; a build of the drafts shows it; Publish makes it live', async () => {
    const [cake] = await list('cake');
    const livePrice = cake.fields.price;
    const res = await as(
      'editor',
      'recordSave',
      { kind: 'cake', id: cake.id, fields: { ...cake.fields, price: livePrice + 100 } },
      cake.version,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.record).toMatchObject({ state: 'changed', version: cake.version + 1, live: { price: livePrice } });
    expect((await cakes()).find((c) => c._id === cake.id)?.price).toBe(livePrice);
    const view = await freezeDrafts(h.db);
    expect((await cakes(view)).find((c) => c._id === cake.id)?.price).toBe(livePrice + 100);
    // The view was rolled back: the public still reads the live price.
    expect((await cakes()).find((c) => c._id === cake.id)?.price).toBe(livePrice);
    expect((await as('editor', 'contentChanges', {})).body.changes).toContainEqual(
      expect.objectContaining({ page: '/cakes', by: 'Esha Editor' }),
    );
    await publish();
    expect((await cakes()).find((c) => c._id === cake.id)?.price).toBe(livePrice + 100);
    expect((await list('cake'))[0]).toMatchObject({ state: 'live', fields: { price: livePrice + 100 } });
  });

  it("a dish's price at the venue: saved or left empty, live at Publish, where the counter sells by it", async () => {
    const dishes = await list('food');
    const fries = dishes.find((d) => d.id === 'food-peri-peri-fries')!;
    const meetha = dishes.find((d) => d.id === 'food-double-ka-meetha')!;
    expect([fries.fields.price, meetha.fields.price]).toEqual([149, null]);
    const save = (d: typeof fries, price: number | null) =>
      as('editor', 'recordSave', { kind: 'food', id: d.id, fields: { ...d.fields, price } }, d.version);
    expect((await save(fries, null)).status).toBe(200);
    expect((await save(meetha, 119)).status).toBe(200);
    const live = () =>
      h.db.query<{ id: string; price: number | null }>(
        `select id, price from food_products where id like 'food-%a' or id = 'food-peri-peri-fries' order by id`,
      );
    expect(await live()).toContainEqual({ id: 'food-double-ka-meetha', price: null });
    await publish();
    expect(await live()).toEqual(
      expect.arrayContaining([
        { id: 'food-double-ka-meetha', price: 11_900 },
        { id: 'food-peri-peri-fries', price: null },
      ]),
    );
  });

  it('saved over a newer change is refused (412) with the record as it is now; two editors at once: one wins', async () => {
    const [cake] = await list('cake');
    const [a, b] = await Promise.all([
      as('editor', 'recordSave', { kind: 'cake', id: cake.id, fields: { ...cake.fields, price: 555 } }, cake.version),
      as('editor2', 'recordSave', { kind: 'cake', id: cake.id, fields: { ...cake.fields, price: 666 } }, cake.version),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(lost.body.message).toBe(STALE);
    expect(lost.body.current).toMatchObject({ id: cake.id, version: cake.version + 1, fields: { price: won.body.record.fields.price } });
    expect((await as('editor', 'recordSave', { kind: 'cake', id: cake.id, fields: cake.fields })).status).toBe(428);
    expect((await as('editor', 'recordSave', { kind: 'cake', id: cake.id, fields: cake.fields }, 'v3')).status).toBe(400);
  });
});

describe('new and removed records', () => {
  it('a new add-on category and an add-on in it go live together at Publish; a category that is not there is refused', async () => {
    const category = await as('editor', 'recordSave', { kind: 'addon-category', fields: { name: 'Light shows', position: 1 } });
    expect(category.status, JSON.stringify(category.body)).toBe(200);
    const categoryId = category.body.record.id;
    const addonFields = { categoryId, name: 'Laser show', price: 999, image: (await list('addon'))[0].fields.image, position: 1 };
    const addon = await as('editor', 'recordSave', { kind: 'addon', fields: addonFields });
    expect(addon.status, JSON.stringify(addon.body)).toBe(200);
    expect(addon.body.record).toMatchObject({ state: 'new', live: null });
    // The category edited after the add-on: Publish still makes the category first.
    const cat = (await list('addon-category')).find((c) => c.id === categoryId)!;
    expect(
      (
        await as(
          'editor',
          'recordSave',
          { kind: 'addon-category', id: categoryId, fields: { name: 'Light & laser', position: 1 } },
          cat.version,
        )
      ).status,
    ).toBe(200);
    const refused = await as('editor', 'recordSave', { kind: 'addon', fields: { ...addonFields, categoryId: 'addon-category-nowhere' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('fields.categoryId');

    const publicAddons = async () => JSON.stringify(await publicAnswer(h.app, h.db, 'web/getalladdonproducts'));
    expect(await publicAddons()).not.toContain('Laser show');
    await publish();
    expect(await publicAddons()).toContain('Laser show');
    expect(await publicAddons()).toContain('Light & laser');
    expect((await list('addon-category'))[0]).toMatchObject({ id: categoryId, state: 'live' });
  });

  it('a removed gallery photo leaves at Publish; a coupon cannot be removed, nor given another coupon’s code', async () => {
    const photos = await list('gallery');
    const removed = await as('editor', 'recordRemove', { kind: 'gallery', id: photos[0].id }, photos[0].version);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.record.state).toBe('removed');
    expect((await as('editor', 'recordRemove', { kind: 'gallery', id: photos[0].id }, removed.body.record.version)).status).toBe(404);
    const gallery = async () => (await publicAnswer(h.app, h.db, 'web/getallgallery')).gallerys as { _id: string }[];
    expect((await gallery()).some((g) => g._id === photos[0].id)).toBe(true);
    await publish();
    expect((await gallery()).some((g) => g._id === photos[0].id)).toBe(false);

    const coupons = await list('coupon');
    expect((await as('editor', 'recordRemove', { kind: 'coupon', id: coupons[0].id }, coupons[0].version)).status).toBe(400);
    const copy = await as('editor', 'recordSave', { kind: 'coupon', fields: { ...coupons[1].fields, code: coupons[0].fields.code } });
    expect(copy.status).toBe(400);
    expect(copy.body.errors[0]).toMatchObject({ field: 'fields.code' });
  });

  it('a policy is kept as the site sanitises it: no script, no handler', async () => {
    const [policies] = await list('policies');
    const html =
      '<h2>Refunds</h2><p onclick="steal()">Within 24 hours.</p><script>alert(1)</script><p><a href="javascript:alert(1)">x</a></p>';
    const res = await as(
      'editor',
      'recordSave',
      { kind: 'policies', id: policies.id, fields: { ...policies.fields, refundPolicy: html } },
      policies.version,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.record.fields.refundPolicy as string;
    expect(saved).toContain('<h2>Refunds</h2><p>Within 24 hours.</p>');
    expect(saved).not.toMatch(/script|onclick|javascript/);
  });
});

describe('history and rollback', () => {
  it('every save is in the history with who and before and after; a release’s records come back with a rollback', async () => {
    // Kept as a release keeps it: jsonb, which reorders an object's keys.
    const [{ release }] = await h.db.query<{ release: Awaited<ReturnType<typeof readLiveContent>> }>('select $1::jsonb as release', [
      JSON.stringify(await readLiveContent(h.db)),
    ]);
    const [occasion] = await list('occasion');
    const saved = await as(
      'owner',
      'recordSave',
      { kind: 'occasion', id: occasion.id, fields: { ...occasion.fields, price: 1234 } },
      occasion.version,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const history = await as('editor', 'history', { kind: 'occasion', recordId: occasion.id });
    expect(history.body.entries[0]).toMatchObject({
      staffName: 'Omar Owner',
      action: 'save',
      after: { price: 1234 },
      before: { price: occasion.fields.price },
    });
    await publish();
    expect((await list('occasion'))[0].fields.price).toBe(1234);

    await h.db.transaction((tx) => restoreLiveContent(tx, release, PUBLISHER, clock.now()));
    const back = (await list('occasion'))[0];
    expect(back.fields.price).toBe(occasion.fields.price);
    expect(back.version).toBeGreaterThan(saved.body.record.version);
    const lines = (await as('editor', 'history', { kind: 'occasion', recordId: occasion.id })).body.entries;
    expect(lines[0]).toMatchObject({ action: 'rollback', staffName: 'Admin token' });
    // Only what changed since the release is in the history as rolled back (the occasion, and the
    // drafts earlier tests left, published with it): nothing whose fields are the same.
    const rolled = await h.db.query<{ kind: string; before: unknown; after: unknown }>(
      `select kind, before, after from edit_revisions where action = 'rollback'`,
    );
    expect(rolled.map((r) => r.kind)).toContain('occasion');
    expect(rolled.length).toBeLessThan(5);
    for (const r of rolled) expect(r.after, r.kind).not.toEqual(r.before);
    // The save rolled back is restored from the history as a draft, over the version the rollback made.
    const entry = lines.find((l: { action: string }) => l.action === 'save');
    const restored = await as('editor', 'historyRestore', { revisionId: entry.id }, entry.recordVersion);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await list('occasion'))[0]).toMatchObject({
      state: 'changed',
      fields: { price: 1234 },
      live: { price: occasion.fields.price },
    });
    expect((await as('editor', 'historyRestore', { revisionId: entry.id }, entry.recordVersion)).status).toBe(412);
  });
});

describe('a save that changes nothing', () => {
  it('writes no history line and no new version: the same fields again, or the version they are at restored', async () => {
    const [cake] = await list('cake');
    const before = await revisions();
    const same = await as('editor', 'recordSave', { kind: 'cake', id: cake.id, fields: cake.fields }, cake.version);
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.record.version).toBe(cake.version);
    expect(same.body.message).toBe(`${same.body.record.label} is as it was: nothing to save.`);
    expect(await revisions()).toBe(before);
    // Changed, then changed back: a line and a version each; the same once more: none.
    const up = await as(
      'editor',
      'recordSave',
      { kind: 'cake', id: cake.id, fields: { ...cake.fields, price: cake.fields.price + 1 } },
      cake.version,
    );
    const back = await as('editor', 'recordSave', { kind: 'cake', id: cake.id, fields: cake.fields }, up.body.record.version);
    expect(back.body.record.version).toBe(cake.version + 2);
    const again = await as('editor', 'recordSave', { kind: 'cake', id: cake.id, fields: cake.fields }, back.body.record.version);
    expect(again.body.record.version).toBe(cake.version + 2);
    expect(await revisions()).toBe(before + 2);
    // The version it holds, restored from the history: nothing either.
    const [latest] = (await as('editor', 'history', { kind: 'cake', recordId: cake.id })).body.entries;
    const restored = await as('editor', 'historyRestore', { revisionId: latest.id }, latest.recordVersion);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ version: cake.version + 2, message: expect.stringContaining('nothing to restore') });
    expect(await revisions()).toBe(before + 2);
  });
});

it('every field has a label for its form', () => {
  for (const kind of RECORD_KIND_NAMES)
    for (const [n, s] of Object.entries(shapeOf(kind))) expect(fieldMeta(s).label, `${kind}.${n}`).not.toBe('');
});
