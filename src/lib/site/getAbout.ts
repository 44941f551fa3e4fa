import { buildCallOnce } from './buildCallOnce.ts';

/** The about text and image (web/getaboutus) and its features list (web/getaboutusfeatures). */
export async function getAbout() {
  const [about, features] = await Promise.all([buildCallOnce('aboutUs'), buildCallOnce('aboutFeatures')]);
  return { aboutus: about.aboutus, features: features.features };
}
