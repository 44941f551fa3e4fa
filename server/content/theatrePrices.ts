import type { Queryable } from '../db/database.ts';
import { livePrices } from './liveTheatres.ts';
import type { DraftChange, LiveTheatrePrices, TheatrePrices } from './snapshot.ts';

/** The theatre's prices a build of `changes` shows, or undefined when they do not change them. */
export function draftPricesOf(theatreId: string, changes: readonly DraftChange[]): TheatrePrices | undefined {
  const change = changes.find((c) => c.kind === 'theatre-price' && c.recordId === theatreId);
  return change?.data ? (change.data as unknown as TheatrePrices) : undefined;
}

export async function pricesInView(db: Queryable, changes: readonly DraftChange[]): Promise<LiveTheatrePrices[]> {
  return (await livePrices(db)).map((t) => ({ ...t, ...draftPricesOf(t.id, changes) }));
}

/** The theatres' prices made `prices` (the ones they name). */
export async function writeLivePrices(tx: Queryable, prices: readonly LiveTheatrePrices[]): Promise<void> {
  for (const p of prices)
    await tx.query(
      `update theatres set offer_price = $2, ninety_price = $3, extra_person_price = $4, ninety_extra_person_price = $5 where id = $1`,
      [p.id, p.offerPricePaise, p.ninetyPricePaise, p.extraPersonPricePaise, p.ninetyExtraPersonPricePaise],
    );
}
