import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyChanges, freezeDrafts } from '../../server/content/publishing.ts';
import { deskRecords } from '../../server/content/recordDesk.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate, migrationVersions } from '../../server/db/migrate.ts';
import { PGLITE_EXTENSIONS, pgliteDatabase } from '../../server/db/pglite.ts';
import { seed } from '../../server/db/seed/data/index.ts';
import { writeSeed } from '../../server/db/seed/seed.ts';

/**
 * A database whose editors saved FAQs, an FAQs' order, theatres' prices and photos and the offer
 * popup as their own lists did, migrated to the one records mechanism: every draft and history
 * entry reads as the record's fields, the desk shows them, and a Publish makes what they said.
 */

const BEFORE = migrationVersions().filter((v) => v < '039');
const AT = new Date('2026-11-20T10:00:00Z');
let db: Database;

const draft = (kind: string, recordId: string, data: unknown, at: Date, version = 2) =>
  db.query(
    `insert into edit_records (kind, record_id, version, draft, draft_removed, updated_by_name, updated_at)
     values ($1, $2, $3, $4::jsonb, false, 'Asha Rao', $5)`,
    [kind, recordId, version, JSON.stringify(data), at],
  );
const revision = (kind: string, recordId: string, before: unknown, after: unknown) =>
  db.query(
    `insert into edit_revisions (kind, record_id, version, action, before, after, staff_name, at)
     values ($1, $2, 2, 'save', $3::jsonb, $4::jsonb, 'Asha Rao', $5)`,
    [kind, recordId, JSON.stringify(before), JSON.stringify(after), AT],
  );
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000);
const recordOf = async (kind: string, id: string) =>
  (
    await db.query<{ draft: Record<string, unknown> | null }>('select draft from edit_records where kind = $1 and record_id = $2', [
      kind,
      id,
    ])
  )[0]?.draft;

let faqIds: string[];
let theatre: { id: string; name: string; offer_price: number };

beforeAll(async () => {
  db = pgliteDatabase(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  await migrate(db, new Set(BEFORE));
  // The business as a database of that day held it: no dish had a price at the venue yet.
  await db.transaction((tx) => writeSeed(tx, { ...seed, customers: [], bookings: [], venueDay: [], venueFoodPrices: {} }, AT));
  faqIds = (await db.query<{ id: string }>('select id from faqs order by sort, id')).map((f) => f.id);
  [theatre] = await db.query('select id, name, offer_price from theatres order by id limit 1');

  // An FAQ's text changed, a new one added, the order with the last live one first and the new one second.
  await draft('faq', faqIds[1], { question: 'Changed question?', answer: 'Changed answer.' }, minutes(1));
  await draft('faq', 'faq-new', { question: 'A new question?', answer: 'Its answer.' }, minutes(2), 1);
  const order = [faqIds.at(-1)!, 'faq-new', ...faqIds.slice(0, -1)];
  await draft('faq-order', 'all', { ids: order }, minutes(3));
  await revision('faq', faqIds[1], { question: 'Old?', answer: 'Old.' }, { question: 'Changed question?', answer: 'Changed answer.' });
  await revision('faq-order', 'all', { ids: faqIds }, { ids: order });

  const prices = { offerPricePaise: 249900, ninetyPricePaise: 199900, extraPersonPricePaise: 30000, ninetyExtraPersonPricePaise: 25000 };
  await draft('theatre-price', theatre.id, { name: theatre.name, ...prices }, minutes(4));
  await revision(
    'theatre-price',
    theatre.id,
    { name: theatre.name, ...prices, offerPricePaise: theatre.offer_price },
    { name: theatre.name, ...prices },
  );
  await draft('theatre-photos', theatre.id, { name: theatre.name, images: ['/media/b.jpg', '/media/a.jpg'] }, minutes(5));
  await revision(
    'theatre-photos',
    theatre.id,
    { name: theatre.name, images: ['/media/a.jpg'] },
    { name: theatre.name, images: ['/media/b.jpg', '/media/a.jpg'] },
  );
  const popup = { title: 'Flat ₹500 off today', modalEnabled: false, popupBoolean: true, image: '/media/popups/flat400-basic.jpg' };
  await draft('popup', 'popup-flat400', popup, minutes(6));

  await migrate(db);
});
afterAll(() => db?.close());

describe('the migration to one records mechanism', () => {
  it('gives each FAQ draft its place: the pending order becomes positions, with the live text where an FAQ had no draft', async () => {
    const last = faqIds.at(-1)!;
    expect(await recordOf('faq', last)).toMatchObject({ position: 1 });
    expect(await recordOf('faq', 'faq-new')).toEqual({ question: 'A new question?', answer: 'Its answer.', position: 2 });
    expect(await recordOf('faq', faqIds[1])).toEqual({ question: 'Changed question?', answer: 'Changed answer.', position: 4 });
    const [live] = await db.query<{ question: string; answer: string }>('select question, answer from faqs where id = $1', [faqIds[0]]);
    expect(await recordOf('faq', faqIds[0])).toEqual({ question: live.question, answer: live.answer, position: 3 });
    expect(await db.query("select 1 from edit_records where kind = 'faq-order'")).toHaveLength(0);
    // The order's history stays to read.
    expect(await db.query("select 1 from edit_revisions where kind = 'faq-order'")).toHaveLength(1);
  });

  it("writes the theatres' prices in whole rupees and their photos as the list alone, drafts and history", async () => {
    expect(await recordOf('theatre-price', theatre.id)).toEqual({
      offerPrice: 2499,
      ninetyPrice: 1999,
      extraPersonPrice: 300,
      ninetyExtraPersonPrice: 250,
    });
    expect(await recordOf('theatre-photos', theatre.id)).toEqual({ images: ['/media/b.jpg', '/media/a.jpg'] });
    const [prices] = await db.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      "select before, after from edit_revisions where kind = 'theatre-price'",
    );
    expect(prices.before).toEqual({
      offerPrice: theatre.offer_price / 100,
      ninetyPrice: 1999,
      extraPersonPrice: 300,
      ninetyExtraPersonPrice: 250,
    });
    expect(prices.after.offerPrice).toBe(2499);
    const [photos] = await db.query<{ before: unknown }>("select before from edit_revisions where kind = 'theatre-photos'");
    expect(photos.before).toEqual({ images: ['/media/a.jpg'] });
    const [faq] = await db.query<{ after: Record<string, unknown> }>("select after from edit_revisions where kind = 'faq'");
    expect(faq.after).toEqual({ question: 'Changed question?', answer: 'Changed answer.', position: 2 });
  });

  it('shows the desk the FAQs in the order the editor set, and the popup as drafted', async () => {
    const faqs = await deskRecords(db, 'faq');
    expect(faqs.map((f) => f.id)).toEqual([faqIds.at(-1), 'faq-new', ...faqIds.slice(0, -1)]);
    expect(faqs.find((f) => f.id === 'faq-new')?.state).toBe('new');
    const [popup] = await deskRecords(db, 'popup');
    expect(popup).toMatchObject({ id: 'popup-flat400', state: 'changed', fields: { title: 'Flat ₹500 off today', modalEnabled: false } });
  });

  it('publishes what the drafts said: the FAQs in their order, prices in paise, the photos and the popup', async () => {
    const snapshot = await freezeDrafts(db);
    const live = await db.transaction(async (tx) => {
      await applyChanges(tx, snapshot);
      return {
        faqs: await tx.query<{ id: string; question: string }>('select id, question from faqs order by sort, id'),
        theatre: (
          await tx.query<Record<string, unknown>>('select offer_price, ninety_price, images from theatres where id = $1', [theatre.id])
        )[0],
        popups: (await tx.query<{ value: Record<string, unknown>[] }>("select value from content where key = 'popups'"))[0].value,
      };
    });
    expect(live.faqs.map((f) => f.id)).toEqual([faqIds.at(-1), 'faq-new', ...faqIds.slice(0, -1)]);
    expect(live.faqs[3].question).toBe('Changed question?');
    expect(live.theatre).toEqual({ offer_price: 249900, ninety_price: 199900, images: ['/media/b.jpg', '/media/a.jpg'] });
    expect(live.popups).toEqual([
      {
        _id: 'popup-flat400',
        image: '/media/popups/flat400-basic.jpg',
        popupBoolean: true,
        modalEnabled: false,
        title: 'Flat ₹500 off today',
      },
    ]);
  });
});
