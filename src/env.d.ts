/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Origin the browser calls the API at; empty means the page's own origin (see server/site/buildSite.ts). */
  readonly PUBLIC_API_ORIGIN?: string;
}
