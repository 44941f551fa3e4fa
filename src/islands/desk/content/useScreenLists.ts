import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { DeskError } from '../deskApi.ts';
import { READ_EACH_OPENING, useDeskQuery } from '../deskQuery.ts';
import type { ImageChoice } from './TheatrePhotos.tsx';

/**
 * What an editors' screen reads for its own cards (`lists`), with the uploaded images they choose
 * from: all read again at once after a save or a Publish, and the first of their failures to say.
 */
export function useScreenLists(lists: UseQueryResult<unknown, DeskError>[]) {
  // The images' first page, newest first, as the Images screen lists them.
  const uploaded = useDeskQuery('imageList', undefined, READ_EACH_OPENING);
  const all = [...lists, uploaded];
  // Stable: the Publish bar reads it in an effect (ReleaseBar.tsx); it refetches what shows now.
  const latest = useRef(all);
  latest.current = all;
  const reload = useCallback(() => void Promise.all(latest.current.map((q) => q.refetch())), []);
  const images: ImageChoice[] = (uploaded.data?.images ?? []).map((i) => ({ path: i.path, alt: i.alt }));
  return {
    images,
    reload,
    error: all.find((q) => q.error)?.error?.message ?? '',
  };
}
