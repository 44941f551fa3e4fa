import type { Queryable } from '../db/database.ts';
import type { DeskBranch } from '../../src/lib/api/deskBookings.ts';
import { listLocations } from '../repo/locations.ts';

/** The branches the desk's selects offer: the open ones (a branch still coming has no id), in the site's order. */
export async function openBranches(db: Queryable): Promise<DeskBranch[]> {
  return (await listLocations(db)).flatMap((l) => (l._id ? [{ id: l._id, name: l.name, city: l.city }] : []));
}
