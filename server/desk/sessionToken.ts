import { createHash, randomBytes } from 'node:crypto';

/**
 * A desk session's secret: 32 random bytes, in the cookie as 43 base64url characters. The database
 * keeps only its SHA-256, so that reading the table (a backup, a leak) signs nobody in; a secret
 * this long needs no slow hash.
 */
export function newSessionSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSessionSecret(secret) };
}

export const hashSessionSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Only what newSessionSecret makes is looked up: anything else is no session, without a query. */
export const isSessionSecret = (text: string | undefined): text is string => typeof text === 'string' && /^[\w-]{43}$/.test(text);

/** An id for the session's row and its audit entries, apart from the secret. */
export const newSessionId = (): string => `ss-${randomBytes(12).toString('base64url')}`;
