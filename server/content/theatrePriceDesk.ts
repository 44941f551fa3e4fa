import type { DeskTheatrePrices, TheatrePriceFields } from '../../src/lib/api/deskCatalogue.ts';
import { toPaise, toRupees } from '../../src/lib/money.ts';
import type { Queryable } from '../db/database.ts';
import { FIRST_VERSION, recordsOf, type EditRecord } from '../repo/editRecords.ts';
import type { LiveTheatrePrices, TheatrePrices } from './snapshot.ts';

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

type TheatreRow = LiveTheatrePrices & { branch: string; images: string[] };

export function deskPricesOf(t: TheatreRow, rec: EditRecord | undefined, photos?: EditRecord): DeskTheatrePrices {
  const draft = rec?.draft as TheatrePrices | null | undefined;
  const draftImages = (photos?.draft as { images: string[] } | null | undefined)?.images;
  return {
    id: t.id,
    name: t.name,
    branch: t.branch,
    version: rec?.version ?? FIRST_VERSION,
    state: draft ? 'changed' : 'live',
    prices: rupeesOf(draft ?? t),
    live: rupeesOf(t),
    updatedBy: rec?.updatedByName ?? '',
    photos: {
      version: photos?.version ?? FIRST_VERSION,
      state: draftImages ? 'changed' : 'live',
      images: draftImages ?? t.images,
      live: t.images,
      updatedBy: photos?.updatedByName ?? '',
    },
  };
}

/** Every theatre (open branches or not: an editor prices a branch before it opens) with its draft prices. */
export async function liveTheatresWithBranch(db: Queryable): Promise<TheatreRow[]> {
  return db.query(
    `select t.id, t.name, l.name as branch, t.images, t.offer_price as "offerPricePaise", t.ninety_price as "ninetyPricePaise",
       t.extra_person_price as "extraPersonPricePaise", t.ninety_extra_person_price as "ninetyExtraPersonPricePaise"
     from theatres t join locations l on l.key = t.location_key order by l.sort, t.sort, t.id`,
  );
}

export async function deskTheatrePrices(db: Queryable): Promise<DeskTheatrePrices[]> {
  const records = new Map((await recordsOf(db, 'theatre-price')).map((r) => [r.recordId, r]));
  const photos = new Map((await recordsOf(db, 'theatre-photos')).map((r) => [r.recordId, r]));
  return (await liveTheatresWithBranch(db)).map((t) => deskPricesOf(t, records.get(t.id), photos.get(t.id)));
}
