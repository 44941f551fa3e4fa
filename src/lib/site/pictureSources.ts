/** Props the build hands the theatre islands: plain data, serialisable into the page's HTML. */

/** An API image re-encoded at build time: AVIF and WebP srcsets, and a WebP fallback. */
export interface PictureSources {
  avif: string;
  webp: string;
  src: string;
  width: number;
  height: number;
}

/** A branch card of the location picker. */
export interface LocationCard {
  /** Missing for a branch announced before it opens (Coming Soon). */
  _id?: string;
  name: string;
  city: string;
  landmark: string;
  mapUrl: string;
  parking: boolean;
  /** The API's image path, for a fallback when the build had no picture of it. */
  image: string;
  picture: PictureSources | null;
}

/** Build-time pictures of theatre photos, by the API's image path. */
export type PictureMap = Record<string, PictureSources>;
