/**
 * The gallery grid's thumbnails and the viewer's strip share these, so both ask Astro for the same
 * image files and the strip shows what the grid already downloaded.
 */
export const GALLERY_THUMB_WIDTHS = [320, 640];
export const GALLERY_THUMB_ASPECT = 3 / 2;
