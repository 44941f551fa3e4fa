import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The digests both providers sign with, shared by the adapters (which check) and the sandbox
 * (which signs), so the two cannot drift apart.
 */

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export const hmacSha256Hex = (key: string, text: string): string => createHmac('sha256', key).update(text, 'utf8').digest('hex');

/**
 * Whether a value sent by a caller equals the expected secret, in time that does not depend on
 * where they differ. Both sides are hashed first, so their lengths match and the length of the
 * secret is not given away either.
 */
export function sameSecret(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = createHash('sha256').update(sent, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
