import { describe, expect, it } from 'vitest';
import { placed } from '../../server/content/placement.ts';
import { recordsOfRelease } from '../../server/content/releaseRecords.ts';
import { RECORD_KIND_NAMES, RECORD_KINDS, shapeOf } from '../../src/lib/api/deskRecordKinds.ts';
import { isDocument, isDocumentList, type StoreSpec } from '../../src/lib/records/store.ts';

describe('each record kind’s one definition', () => {
  it.each(RECORD_KIND_NAMES)('%s stores every field it has, and keeps an order exactly when it has a Position', (kind) => {
    const store: StoreSpec = RECORD_KINDS[kind].store;
    const fields = Object.keys(shapeOf(kind));
    if (isDocument(store) || isDocumentList(store)) return;
    expect(Object.keys(store.columns)).toEqual(fields.filter((f) => f !== 'position'));
    expect(Boolean(store.ordered)).toBe(fields.includes('position'));
    for (const f of [...(store.rupees ?? []), ...Object.keys(store.nulls ?? {}), ...(store.texts ?? [])]) expect(fields).toContain(f);
  });

  it('lets a kind be added or removed only through the desk’s own checks: unique fields and guarded kinds name real fields', () => {
    expect(RECORD_KINDS.coupon.unique).toEqual(['code']);
    const guarded = RECORD_KIND_NAMES.filter((k) => 'guarded' in RECORD_KINDS[k]);
    expect(guarded.sort()).toEqual(['branch', 'slot', 'theatre']);
  });
});

describe('placed', () => {
  it('moves one id to its position from 1, the others keeping their order', () => {
    expect(placed(['a', 'b', 'c', 'd'], 'd', 1)).toEqual(['d', 'a', 'b', 'c']);
    expect(placed(['a', 'b', 'c', 'd'], 'a', 3)).toEqual(['b', 'c', 'a', 'd']);
    expect(placed(['a', 'b'], 'new', 99)).toEqual(['a', 'b', 'new']);
    expect(placed(['a', 'b'], 'b', 0)).toEqual(['b', 'a']);
  });
});

describe('a release made before FAQs, prices, photos and popups were records', () => {
  it('reads its lists as those records: FAQs by their place, prices in whole rupees, the popup without its id among its fields', () => {
    const records = recordsOfRelease({
      faqs: [
        { id: 'faq-2', question: 'Second?', answer: 'Yes.' },
        { id: 'faq-1', question: 'First?', answer: 'No.' },
      ],
      theatrePrices: [
        {
          id: 'aurora',
          name: 'Aurora',
          offerPricePaise: 249900,
          ninetyPricePaise: 199900,
          extraPersonPricePaise: 30000,
          ninetyExtraPersonPricePaise: 25050,
        },
      ],
      theatrePhotos: [{ id: 'aurora', name: 'Aurora', images: ['/media/a.jpg'] }],
      popups: [{ _id: 'p1', image: '/media/p.jpg', popupBoolean: true, modalEnabled: false, title: 'Offer' }],
      records: { cake: [] },
    });
    expect(records.faq).toEqual([
      { id: 'faq-2', label: null, fields: { question: 'Second?', answer: 'Yes.', position: 1 } },
      { id: 'faq-1', label: null, fields: { question: 'First?', answer: 'No.', position: 2 } },
    ]);
    expect(records['theatre-price']?.[0].fields).toEqual({
      offerPrice: 2499,
      ninetyPrice: 1999,
      extraPersonPrice: 300,
      ninetyExtraPersonPrice: 250.5,
    });
    expect(records['theatre-photos']?.[0].fields).toEqual({ images: ['/media/a.jpg'] });
    expect(records.popup).toEqual([
      { id: 'p1', label: null, fields: { title: 'Offer', modalEnabled: false, popupBoolean: true, image: '/media/p.jpg' } },
    ]);
    expect(records.cake).toEqual([]);
  });

  it('leaves a kind out when the release does not hold it, and prefers its records where it holds both', () => {
    const faq = [{ id: 'f', label: null, fields: { question: 'Q?', answer: 'A.', position: 1 } }];
    expect(recordsOfRelease({ records: { faq } })).toEqual({ faq });
    expect(recordsOfRelease({ faqs: [], records: { faq } }).faq).toBe(faq);
    expect(Object.keys(recordsOfRelease({}))).toEqual([]);
  });
});
