import type { Context } from 'hono';
import { EMPTY_SNAPSHOT, type Snapshot } from './snapshot.ts';

/**
 * The content a request reads: the live content, or (for a Preview or Publish build, which calls
 * the API with `contentView` in the request's env) the live content with that snapshot of drafts
 * laid over it. No outside request can set it: env is the server's own.
 */
export const viewOf = (c: Context): Snapshot => (c.env as { contentView?: Snapshot } | undefined)?.contentView ?? EMPTY_SNAPSHOT;
