/**
 * Where the desk shows the latest Preview (server/site/previewRoute.ts), and where its pages' islands
 * call the API: under the same path, the API answers as the preview's drafts would have it (its
 * theatres' prices, its catalogue), which the live API does not.
 */
export const PREVIEW_PATH = '/desk/preview';

/** The API origin of a page at `pathname`: the preview's own when the page is one of the preview's, else undefined. */
export const previewApiOrigin = (pathname: string): string | undefined =>
  pathname === PREVIEW_PATH || pathname.startsWith(`${PREVIEW_PATH}/`) ? PREVIEW_PATH : undefined;
