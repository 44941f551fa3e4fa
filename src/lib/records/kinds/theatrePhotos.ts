import { z } from 'zod';
import { PHOTOS_MAX } from '../../api/deskCatalogue.ts';
import { MediaImagePath } from '../../api/deskContent.ts';
import { defineKind } from '../defineKind.ts';
import { field } from '../fieldTypes.ts';
import { THEATRE_ORDER } from '../store.ts';

/** A theatre's photos, the first its card's picture. */
export const theatrePhotos = defineKind({
  title: "Theatres' photos",
  one: 'photos',
  section: 'catalogue',
  page: '/theaters',
  adds: false,
  removes: false,
  ownEditor: true,
  fields: z.object({
    images: field(
      z
        .array(MediaImagePath, { error: 'must be a list of images' })
        .min(1, 'must hold at least one photo')
        .max(PHOTOS_MAX, `must hold at most ${PHOTOS_MAX} photos`)
        .refine((xs) => new Set(xs).size === xs.length, 'must name each photo once'),
      { label: 'Photos', input: 'images', hint: 'The first is the theatre card’s picture.' },
    ),
  }),
  store: { table: 'theatres', columns: { images: 'images' }, labelSql: 'r.name', orderSql: THEATRE_ORDER },
});
