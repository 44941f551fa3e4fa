import type { Queryable } from '../db/database.ts';

/** What the catalogue's guard (server/content/catalogueGuard.ts) reads of the theatres a change touches. */

export interface TheatreRow {
  id: string;
  name: string;
  location_key: string;
  extra_person_allowed: boolean;
}

/** The theatres a change names, by themselves, by their branch or by one of their slots. */
export async function theatresTouched(
  tx: Queryable,
  touched: { theatreIds: string[]; branchKeys: string[]; slotIds: string[] },
): Promise<TheatreRow[]> {
  return tx.query<TheatreRow>(
    `select t.id, t.name, t.location_key, t.extra_person_allowed from theatres t
     where t.id = any($1::text[]) or t.location_key = any($2::text[])
        or t.id in (select s.theatre_id from slots s where s.id = any($3::text[]))
     order by t.id`,
    [touched.theatreIds, touched.branchKeys, touched.slotIds],
  );
}

/** The slots of these theatres: each slot's theatre, by the slot's id. */
export async function slotTheatres(tx: Queryable, theatreIds: string[]): Promise<Map<string, string>> {
  const rows = await tx.query<{ id: string; theatre_id: string }>('select id, theatre_id from slots where theatre_id = any($1::text[])', [
    theatreIds,
  ]);
  return new Map(rows.map((r) => [r.id, r.theatre_id]));
}
