import type { Queryable } from '../db/database.ts';
import { livePhotos } from './liveTheatres.ts';
import type { DraftChange, LiveTheatrePhotos } from './snapshot.ts';

/** A theatre's photos (media paths, the first its card's picture): live, with drafts laid over, and made live. */

/** The theatre's photos a build of `changes` shows, or undefined when they do not change them. */
export function draftPhotosOf(theatreId: string, changes: readonly DraftChange[]): string[] | undefined {
  const change = changes.find((c) => c.kind === 'theatre-photos' && c.recordId === theatreId);
  return change?.data ? (change.data.images as string[]) : undefined;
}

export async function photosInView(db: Queryable, changes: readonly DraftChange[]): Promise<LiveTheatrePhotos[]> {
  return (await livePhotos(db)).map((t) => ({ ...t, images: draftPhotosOf(t.id, changes) ?? t.images }));
}

export async function writeLivePhotos(tx: Queryable, photos: readonly LiveTheatrePhotos[]): Promise<void> {
  for (const p of photos) await tx.query('update theatres set images = $2::text[] where id = $1', [p.id, p.images]);
}
