import { getImage } from 'astro:assets';
import { mediaUrl } from './mediaUrl.ts';
import { getBranches } from './buildClient.ts';
import { getAllTheatres } from './getAllTheatres.ts';
import type { LocationCard, PictureMap, PictureSources } from './pictureSources.ts';

/**
 * Build time only (the page's frontmatter): the island's images, re-encoded by Astro's pipeline as
 * MediaImage.astro does, handed to the island as srcsets. What a card shows that can change by the
 * minute (slots, counts, prices) is never taken from here: the island asks the API for it live.
 */

/** Both formats of one API image, cropped to `aspect`, in the given widths. */
export async function pictureOf(path: string, widths: number[], aspect: number): Promise<PictureSources> {
  const largest = Math.max(...widths);
  const base = {
    src: mediaUrl(path),
    inferSize: true as const,
    width: largest,
    height: Math.round(largest / aspect),
    fit: 'cover' as const,
    widths,
  };
  const [avif, webp] = await Promise.all([getImage({ ...base, format: 'avif' }), getImage({ ...base, format: 'webp' })]);
  return { avif: avif.srcSet.attribute, webp: webp.srcSet.attribute, src: webp.src, width: largest, height: Math.round(largest / aspect) };
}

/** Card widths: one column on a phone, three on a desktop; 2x for sharp screens. */
const CARD_WIDTHS = [400, 800];

/** The location picker's cards, in the API's order. */
export async function locationCards(): Promise<LocationCard[]> {
  const branches = await getBranches();
  return Promise.all(
    branches.map(async (b) => ({
      ...(b._id ? { _id: b._id } : {}),
      name: b.name,
      city: b.city,
      landmark: b.landmark,
      mapUrl: b.mapUrl,
      parking: b.parking,
      image: b.image,
      picture: b.image ? await pictureOf(b.image, CARD_WIDTHS, 16 / 10) : null,
    })),
  );
}

/** Every theatre photo the API knows at build time; a theatre added later shows its photos as they are. */
export async function theatrePictures(): Promise<PictureMap> {
  const theatres = await getAllTheatres();
  const paths = [...new Set(theatres.flatMap((t) => t.image))];
  const pictures = await Promise.all(paths.map((p) => pictureOf(p, CARD_WIDTHS, 3 / 2)));
  return Object.fromEntries(paths.map((p, i) => [p, pictures[i]]));
}
