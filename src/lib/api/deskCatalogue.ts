import { z } from 'zod';

/**
 * The amounts the editors set (deskRecordKinds.ts): whole rupees on the wire, as the site shows
 * prices (the public Theatre's prices).
 */

export const PRICE_MAX = 100_000;
/** Whole rupees, as the site shows prices: every price the editors set. */
export const WholeRupees = z
  .number({ error: 'must be an amount in rupees' })
  .int('must be whole rupees')
  .min(0, 'must not be negative')
  .max(PRICE_MAX, `must be at most ${PRICE_MAX}`);

/** The most photos a theatre shows. */
export const PHOTOS_MAX = 12;
