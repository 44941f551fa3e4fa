import { PREVIEW_PATH } from './releaseStatus.ts';

/**
 * A preview's page as the desk serves it under PREVIEW_PATH: the site's pages name their links,
 * scripts, styles and images from the site's root ('/Faqs/', '/_astro/x.js'), which would be the
 * live site's; here they name the preview's own. Protocol-relative and absolute addresses stay.
 */
export function previewHtml(html: string): string {
  const root = `${PREVIEW_PATH}/`;
  return (
    html
      // Attributes that hold one address.
      .replace(/(\s(?:href|src|action|poster|component-url|renderer-url|before-hydration-url)=["'])\/(?!\/)/gi, `$1${root}`)
      // A srcset holds a list: each entry's address.
      .replace(
        /(\s(?:srcset|imagesrcset)=["'])([^"']*)/gi,
        (_m, attr: string, list: string) => attr + list.replace(/(^|,\s*)\/(?!\/)/g, `$1${root}`),
      )
      // Inline styles: fonts and backgrounds.
      .replace(/url\((["']?)\/(?!\/)/g, `url($1${root}`)
      // Inline module scripts that import the build's chunks.
      .replace(/(\b(?:from|import)\s*\(?\s*["'])\/_astro\//g, `$1${root}_astro/`)
  );
}
