import type { Queryable } from '../db/database.ts';
import type { Location } from '../../src/lib/api/locations.ts';

interface LocationRow {
  public_id: string | null;
  name: string;
  city: string;
  landmark: string;
  address_line1: string;
  address_line2: string;
  image: string;
  map: string;
  map_url: string;
  parking: boolean;
}

export async function listLocations(db: Queryable): Promise<Location[]> {
  const rows = await db.query<LocationRow>('select * from locations order by sort, key');
  return rows.map((r) => ({
    // A branch announced before it opens has no id at all, as the site expects.
    ...(r.public_id ? { _id: r.public_id } : {}),
    name: r.name,
    city: r.city,
    landmark: r.landmark,
    addressLine1: r.address_line1,
    addressLine2: r.address_line2,
    image: r.image,
    map: r.map,
    mapUrl: r.map_url,
    parking: r.parking,
  }));
}
