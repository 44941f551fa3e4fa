import type { Database } from './db/database.ts';

/** What every route needs, passed in so that tests can give their own (a fixed clock, say). */
export interface Deps {
  db: Database;
  now: () => Date;
  /** Days ahead (after today, in India) that slots can be looked up and booked. */
  bookingHorizonDays: number;
  /** Key that signs guest tokens; unset: one kept in the database. */
  tokenSecret?: string;
  /** Minutes a new booking holds its slot unpaid. */
  slotHoldMinutes: number;
}
