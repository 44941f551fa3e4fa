/** The pictures the page hands the theatre islands are made at build time: their types live with that code. */
export type { LocationCard, PictureMap, PictureSources } from '../../lib/site/pictureSources.ts';
