import { buildClient } from '../../lib/site/buildClient.ts';
import type { AllModulesResponse, GalleryItem } from '../../lib/api/content.ts';
import type { Theatre } from '../../lib/api/theatres.ts';

/**
 * The home page's build-time data beyond buildClient's shared getters: each call made once per
 * build (the promise is kept), validated by buildClient, and an answer of `success: false` fails the
 * build rather than rendering an empty section.
 */

function ensureSuccess<T extends { success: boolean; message?: string }>(call: string) {
  return (data: T): T => {
    if (!data.success) throw new Error(`Build-time API call ${call} answered success: false (${String(data.message)}).`);
    return data;
  };
}

let allModules: Promise<AllModulesResponse> | undefined;
/** Everything `web/allmodules` answers: sliders, FAQs, testimonials, highlights, popup, occasions... */
export function getAllModules(): Promise<AllModulesResponse> {
  allModules ??= buildClient.allModules().then(ensureSuccess('web/allmodules'));
  return allModules;
}

let gallery: Promise<GalleryItem[]> | undefined;
/** The gallery's images, in the API's order (`web/getallgallery`). */
export function getGallery(): Promise<GalleryItem[]> {
  gallery ??= buildClient.gallery().then(ensureSuccess('web/getallgallery')).then((data) => data.gallerys);
  return gallery;
}

let theatres: Promise<Theatre[]> | undefined;
/** Every theatre, in the API's order (`web/getalltheatres`). */
export function getAllTheatres(): Promise<Theatre[]> {
  theatres ??= buildClient.allTheatres().then(ensureSuccess('web/getalltheatres')).then((data) => data.theatres);
  return theatres;
}
