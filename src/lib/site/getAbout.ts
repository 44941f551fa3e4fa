import { buildCall } from './buildClient.ts';

/** The about text and image (web/getaboutus) and its features list (web/getaboutusfeatures). */
export async function getAbout() {
  const [about, features] = await Promise.all([buildCall('aboutUs'), buildCall('aboutFeatures')]);
  return { aboutus: about.aboutus, features: features.features };
}
