import type { DeskTheatrePrices, TheatrePriceFields } from '../../src/lib/api/deskCatalogue.ts';
import { toPaise, toRupees } from '../../src/lib/money.ts';
import type { Queryable } from '../db/database.ts';
import { changedMeta, recordsOf, type EditRecord } from '../repo/editRecords.ts';
import { liveTheatres, type LiveTheatre } from '../repo/liveTheatres.ts';
import type { TheatrePrices } from './snapshot.ts';

/** Rupees on the wire, paise in the store. */
export const rupeesOf = (p: TheatrePrices): TheatrePriceFields => ({
  offerPrice: toRupees(p.offerPricePaise),
  ninetyPrice: toRupees(p.ninetyPricePaise),
  extraPersonPrice: toRupees(p.extraPersonPricePaise),
  ninetyExtraPersonPrice: toRupees(p.ninetyExtraPersonPricePaise),
});

export const paiseOf = (f: TheatrePriceFields): TheatrePrices => ({
  offerPricePaise: toPaise(f.offerPrice),
  ninetyPricePaise: toPaise(f.ninetyPrice),
  extraPersonPricePaise: toPaise(f.extraPersonPrice),
  ninetyExtraPersonPricePaise: toPaise(f.ninetyExtraPersonPrice),
});

export function deskPricesOf(t: LiveTheatre, rec: EditRecord | undefined, photos?: EditRecord): DeskTheatrePrices {
  const draft = rec?.draft as TheatrePrices | null | undefined;
  const draftImages = (photos?.draft as { images: string[] } | null | undefined)?.images;
  return {
    id: t.id,
    name: t.name,
    branch: t.branch,
    ...changedMeta(rec),
    prices: rupeesOf(draft ?? t),
    live: rupeesOf(t),
    photos: { ...changedMeta(photos), images: draftImages ?? t.images, live: t.images },
  };
}

export async function deskTheatrePrices(db: Queryable): Promise<DeskTheatrePrices[]> {
  const records = new Map((await recordsOf(db, 'theatre-price')).map((r) => [r.recordId, r]));
  const photos = new Map((await recordsOf(db, 'theatre-photos')).map((r) => [r.recordId, r]));
  return (await liveTheatres(db)).map((t) => deskPricesOf(t, records.get(t.id), photos.get(t.id)));
}
