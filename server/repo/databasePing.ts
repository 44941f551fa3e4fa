import type { Queryable } from '../db/database.ts';

/** The cheapest question the database answers: /readyz asks it to learn whether it answers at all. */
export const pingDatabase = (db: Queryable): Promise<unknown> => db.query('select 1');
