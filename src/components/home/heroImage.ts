/** The banner photo's widths, shared by the banner (HeroBanner.astro) and its preload (HeroPreload.astro), so both name the same files. */
export const HERO_WIDTHS = [480, 828, 1200, 1600];
/** The track is as wide as the screen, but never wider than 66svh of 16:9 (117vh; sizes takes vh). */
export const HERO_SIZES = 'min(100vw, 117vh)';
