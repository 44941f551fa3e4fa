import { z } from 'zod';
import { envelope } from './envelope.ts';
import { Id, MediaPath } from './fields.ts';

/** A branch. One announced before it opens has no `_id`: the site shows it as Coming Soon. */
export const Location = z.object({
  _id: Id.optional(),
  name: z.string(),
  city: z.string(),
  landmark: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  image: MediaPath,
  /** Embed address of the branch's map. */
  map: z.string(),
  /** Link that opens the branch in a maps app ('See on map'). */
  mapUrl: z.string(),
  /** Whether the branch has parking (the 'Parking Facility' badge). */
  parking: z.boolean(),
});
export type Location = z.infer<typeof Location>;

export const AddressListResponse = envelope({ data: z.array(Location) });
export type AddressListResponse = z.infer<typeof AddressListResponse>;
