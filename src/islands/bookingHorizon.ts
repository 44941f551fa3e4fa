import { parseHorizonDays } from '../lib/booking/horizon.ts';

/**
 * Days ahead that a date can be picked: PUBLIC_BOOKING_HORIZON_DAYS, which the build sets from the
 * server's BOOKING_HORIZON_DAYS (server/site/buildSite.ts), so the date input and the API agree.
 */
export const bookingHorizonDays: number = parseHorizonDays(import.meta.env.PUBLIC_BOOKING_HORIZON_DAYS, 'PUBLIC_BOOKING_HORIZON_DAYS');
