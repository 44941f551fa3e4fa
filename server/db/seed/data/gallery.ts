import type { GalleryItem } from '../../../../src/lib/api/content.ts';

const items: [string, string][] = [
  ['birthday-balloons', 'Birthday set-up with gold and black balloons in the Royale theatre'],
  ['anniversary-roses', 'Anniversary decoration with a rose-petal heart in the Aurora suite'],
  ['proposal-candles', 'Proposal set-up with a candle path and Will You Marry Me letters'],
  ['baby-shower-pastel', 'Pastel Oh Baby backdrop for a baby shower in Marigold'],
  ['farewell-group', 'Farewell party screen and tiered seats in Nebula'],
  ['bride-to-be', 'Bride-to-be decoration with pink balloons and a tiara'],
  ['groom-to-be', 'Groom-to-be night with blue and silver balloons in Cosmos'],
  ['fog-entry', 'Fog entry at the door of the Velvet Lounge'],
  ['cake-table', 'Cake table with a red velvet cake and sparkler candles'],
  ['starlight-canopy', 'Fairy-light canopy over the day-bed in the Starlight Suite'],
  ['mom-to-be', 'Mom-to-be celebration with a flower crown and pastel décor in Lumiere'],
  ['movie-night', 'Friends enjoying a movie night on the big screen'],
];

export const gallery: GalleryItem[] = items.map(([name, alt], i) => ({
  _id: `gallery-${String(i + 1).padStart(2, '0')}`,
  image: `/media/gallery/${name}.jpg`,
  alt,
}));
