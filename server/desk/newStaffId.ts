import { randomBytes } from 'node:crypto';

/** A new account's id: random, so that ids tell nothing of how many accounts there are or their order. */
export const newStaffId = (): string => `st-${randomBytes(9).toString('base64url')}`;
