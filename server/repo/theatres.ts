import type { Queryable } from '../db/database.ts';
import type { Slot, Theatre, TheatreWithSlots } from '../../src/lib/api/theatres.ts';
import { theatrePricesOf } from '../../src/lib/booking/wire.ts';
import type { TheatreTerms } from '../../src/lib/booking/priceTerms.ts';
import { countBookable } from '../../src/lib/booking/slots.ts';

interface TheatreRow {
  id: string;
  name: string;
  description: string;
  images: string[];
  video: string;
  link: string;
  features: string[];
  batch_type: string;
  offer_price: number;
  ninety_price: number;
  ninety_extra_person_price: number;
  extra_person_price: number;
  extra_person_allowed: boolean;
  max_people: number;
  max_seating: number;
  location_id: string;
  location_name: string;
  location_city: string;
}

/** The row's terms as the price rules read them: the table holds paise. */
const termsOf = (r: TheatreRow): TheatreTerms => ({
  maxPeople: r.max_people,
  maxSeating: r.max_seating,
  extraPerson: r.extra_person_allowed ? 'Yes' : 'No',
  offerPricePaise: r.offer_price,
  ninetyMinutePricePaise: r.ninety_price,
  extraPersonPricePaise: r.extra_person_price,
  ninetyMinuteExtraPersonPricePaise: r.ninety_extra_person_price,
});

const toTheatre = (r: TheatreRow): Theatre => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  address: { _id: r.location_id, name: r.location_name, city: r.location_city },
  image: r.images,
  video: r.video,
  link: r.link,
  features: r.features,
  batchType: r.batch_type,
  ...theatrePricesOf(termsOf(r)),
});

// Only theatres of open branches (a branch without a public id is still coming).
const THEATRES_SQL = `
  select t.*, l.public_id as location_id, l.name as location_name, l.city as location_city
  from theatres t join locations l on l.key = t.location_key
  where t.active and l.public_id is not null`;

const ORDER_SQL = 'order by l.sort, t.sort, t.id';

/** Theatres of every open branch, or of one branch (by its public id) when `locationId` is given. */
export async function listTheatres(db: Queryable, locationId?: string): Promise<Theatre[]> {
  const rows =
    locationId === undefined
      ? await db.query<TheatreRow>(`${THEATRES_SQL} ${ORDER_SQL}`)
      : await db.query<TheatreRow>(`${THEATRES_SQL} and l.public_id = $1 ${ORDER_SQL}`, [locationId]);
  return rows.map(toTheatre);
}

/** The theatres of every open branch, by the branch's public id, in their order: for a screen that picks its branch after reading. */
export async function theatresByBranch(db: Queryable): Promise<Map<string, Theatre[]>> {
  const byBranch = new Map<string, Theatre[]>();
  for (const r of await db.query<TheatreRow>(`${THEATRES_SQL} ${ORDER_SQL}`)) {
    byBranch.set(r.location_id, [...(byBranch.get(r.location_id) ?? []), toTheatre(r)]);
  }
  return byBranch;
}

export async function findTheatre(db: Queryable, id: string): Promise<Theatre | undefined> {
  const [row] = await db.query<TheatreRow>(`${THEATRES_SQL} and t.id = $1`, [id]);
  return row && toTheatre(row);
}

/** A theatre that can be booked, with its terms as the price rules read them (the table holds paise). */
export async function findTheatreTerms(db: Queryable, id: string): Promise<{ name: string; terms: TheatreTerms } | undefined> {
  const [r] = await db.query<TheatreRow>(`${THEATRES_SQL} and t.id = $1`, [id]);
  return r && { name: r.name, terms: termsOf(r) };
}

/**
 * The public id of the branch a booking's theatre is in, the theatre switched off or not; undefined
 * when the theatre is gone or its branch is not open.
 */
export async function branchIdOfTheatre(db: Queryable, theatreId: string): Promise<string | undefined> {
  const [row] = await db.query<{ public_id: string | null }>(
    'select l.public_id from theatres t join locations l on l.key = t.location_key where t.id = $1',
    [theatreId],
  );
  return row?.public_id ?? undefined;
}

/** A slot's times and its theatre's name, as the catalogue has them now; undefined when either is gone. */
export async function slotNamed(
  db: Queryable,
  theatreId: string,
  slotId: string,
): Promise<{ theatreName: string; fromTime: string; toTime: string } | undefined> {
  const [row] = await db.query<{ name: string; from_time: string; to_time: string }>(
    'select t.name, s.from_time, s.to_time from slots s join theatres t on t.id = s.theatre_id where s.id = $1 and s.theatre_id = $2',
    [slotId, theatreId],
  );
  return row && { theatreName: row.name, fromTime: row.from_time, toTime: row.to_time };
}

interface SlotRow {
  id: string;
  theatre_id: string;
  from_time: string;
  to_time: string;
  is_active: boolean;
  is_booked: boolean;
}

/**
 * Slots of the given theatres on one date, with what is taken: a confirmed booking, a hold
 * that has not expired yet by the app's clock (the one the holds were given by), or a block by
 * staff (which the site shows as booked).
 */
export async function slotsOn(db: Queryable, date: string, theatreIds: string[], now: Date): Promise<Map<string, Slot[]>> {
  const rows = await db.query<SlotRow>(
    `select s.id, s.theatre_id, s.from_time, s.to_time, s.is_active,
       exists (
         select 1 from slot_holds h
         where h.theatre_id = s.theatre_id and h.slot_id = s.id and h.slot_date = $1::date
           and (h.status = 'confirmed' or (h.status = 'held' and h.expires_at > $3))
       ) or exists (
         select 1 from slot_blocks b where b.theatre_id = s.theatre_id and b.slot_id = s.id and b.slot_date = $1::date
       ) as is_booked
     from slots s where s.theatre_id = any($2::text[])
     order by s.theatre_id, s.sort, s.from_time`,
    [date, theatreIds, now],
  );
  const byTheatre = new Map<string, Slot[]>(theatreIds.map((id) => [id, []]));
  for (const r of rows) {
    byTheatre
      .get(r.theatre_id)
      ?.push({ _id: r.id, fromTime: r.from_time, toTime: r.to_time, isBooked: r.is_booked, isActive: r.is_active });
  }
  return byTheatre;
}

export async function theatresWithSlots(db: Queryable, date: string, now: Date, locationId?: string): Promise<TheatreWithSlots[]> {
  const theatres = await listTheatres(db, locationId);
  const slots = await slotsOn(
    db,
    date,
    theatres.map((t) => t._id),
    now,
  );
  return theatres.map((t) => {
    const availableSlots = slots.get(t._id) ?? [];
    return { ...t, availableSlots, availableSlotsCount: countBookable(availableSlots, date, now) };
  });
}
