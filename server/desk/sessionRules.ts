/**
 * How long a desk session lasts: it ends after 30 minutes without a call (a tablet left signed in
 * at the counter) and 12 hours after sign-in whatever happens (a shift), besides sign-out and the
 * owner's disable or reset. The last call is recorded at most once a minute, so the idle end may
 * come up to a minute early.
 */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 12 * 3600_000;
export const SESSION_TOUCH_EVERY_MS = 60_000;

/** The latest a session signed in at `createdAt` can last. */
export const sessionEndsAt = (createdAt: Date): Date => new Date(createdAt.getTime() + SESSION_MAX_MS);
