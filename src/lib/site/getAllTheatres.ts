import type { Theatre } from '../api/theatres.ts';
import { buildCall } from './buildClient.ts';

/** Every theatre, in the API's order (`web/getalltheatres`). */
export async function getAllTheatres(): Promise<Theatre[]> {
  return (await buildCall('allTheatres')).theatres;
}
