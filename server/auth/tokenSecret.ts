import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { sharedSecret } from '../repo/serverSecrets.ts';

/**
 * The key that signs guest tokens: TOKEN_SECRET when configured; otherwise one made on first use
 * and kept in the database, so that tokens survive a restart and every server process on the same
 * database accepts the others' tokens. The first process to store it wins; the rest read its value.
 */
export async function loadTokenSecret(db: Queryable, configured?: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  return Buffer.from(await sharedSecret(db, 'guest-token', randomBytes(32).toString('base64url')), 'base64url');
}

/** A configured secret must be long enough not to be guessed. */
export function parseTokenSecret(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters (for example: openssl rand -base64 32).');
  return value;
}

/** loadTokenSecret once, on first use; a failure is tried again on the next request. */
export function tokenSecretLoader(db: Queryable, configured?: string): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined;
  return () =>
    (secret ??= loadTokenSecret(db, configured).catch((err) => {
      secret = undefined;
      throw err;
    }));
}
