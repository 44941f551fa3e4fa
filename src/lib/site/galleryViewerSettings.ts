/** The spec's gallery viewer constants (public pages, section 9). */
export const GALLERY_VIEWER = {
  /** Thumbnails visible at once in the viewer's strip. */
  visibleThumbs: 7,
  /** The slideshow's step while the viewer is open. */
  autoplayMs: 2000,
  /** The shortest horizontal drag that counts as a swipe. */
  swipePx: 40,
} as const;
