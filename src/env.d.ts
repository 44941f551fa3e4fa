/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Origin the browser calls the API at; empty means the page's own origin (see server/site/buildSite.ts). */
  readonly PUBLIC_API_ORIGIN?: string;
  /** Days ahead a date can be picked (from BOOKING_HORIZON_DAYS; see src/islands/bookingHorizon.ts). */
  readonly PUBLIC_BOOKING_HORIZON_DAYS?: string;
}
