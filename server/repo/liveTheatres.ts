import type { Queryable } from '../db/database.ts';
import type { LiveTheatrePhotos, LiveTheatrePrices } from '../content/snapshot.ts';

/** What an editor changes of a theatre, as it is live: its prices (paise) and photos, with its name and branch to show. */
export interface LiveTheatre extends LiveTheatrePrices {
  branch: string;
  images: string[];
}

/** Every theatre, open branches or not (an editor prices a branch before it opens), in the desk's order. */
export const liveTheatres = (db: Queryable): Promise<LiveTheatre[]> =>
  db.query<LiveTheatre>(
    `select t.id, t.name, l.name as branch, t.images, t.offer_price as "offerPricePaise", t.ninety_price as "ninetyPricePaise",
       t.extra_person_price as "extraPersonPricePaise", t.ninety_extra_person_price as "ninetyExtraPersonPricePaise"
     from theatres t join locations l on l.key = t.location_key order by l.sort, t.sort, t.id`,
  );

/** A theatre's prices as the editors' records hold them: its name (for the history) and the four prices, in paise. */
export const priceRecordOf = ({ id: _, branch: __, images: ___, ...record }: LiveTheatre): Omit<LiveTheatrePrices, 'id'> => record;

export const livePrices = async (db: Queryable): Promise<LiveTheatrePrices[]> =>
  (await liveTheatres(db)).map(({ branch: _, images: __, ...prices }) => prices);

export const livePhotos = async (db: Queryable): Promise<LiveTheatrePhotos[]> =>
  (await liveTheatres(db)).map(({ id, name, images }) => ({ id, name, images }));

/** The theatres' prices made `prices` (the ones they name). */
export async function writeLivePrices(tx: Queryable, prices: readonly LiveTheatrePrices[]): Promise<void> {
  for (const p of prices)
    await tx.query(
      `update theatres set offer_price = $2, ninety_price = $3, extra_person_price = $4, ninety_extra_person_price = $5 where id = $1`,
      [p.id, p.offerPricePaise, p.ninetyPricePaise, p.extraPersonPricePaise, p.ninetyExtraPersonPricePaise],
    );
}

/** The theatres' photos made `photos` (the ones they name). */
export async function writeLivePhotos(tx: Queryable, photos: readonly LiveTheatrePhotos[]): Promise<void> {
  for (const p of photos) await tx.query('update theatres set images = $2::text[] where id = $1', [p.id, p.images]);
}
