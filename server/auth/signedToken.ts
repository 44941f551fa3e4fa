import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed bearer tokens: `<kind>.<id>.<expires>.<signature>`, where expires is Unix seconds and the
 * signature is HMAC-SHA256 of the rest with the server's secret. The kind is signed with the rest,
 * so a token of one kind (a guest's booking token) can never pass for another (a customer's session),
 * even though one secret signs both.
 */

const sign = (secret: Buffer, payload: string): string => createHmac('sha256', secret).update(payload).digest('base64url');

export interface TokenKind {
  /** The token's first part, e.g. 'v1'. */
  prefix: string;
  /** What a valid id of this kind looks like. */
  idPattern: RegExp;
}

export function issueToken(secret: Buffer, kind: TokenKind, id: string, now: Date, ttlMs: number): { token: string; expiresAt: Date } {
  if (!kind.idPattern.test(id)) throw new Error(`Not an id for a ${kind.prefix} token.`);
  const expires = Math.floor((now.getTime() + ttlMs) / 1000);
  const payload = `${kind.prefix}.${id}.${expires}`;
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt: new Date(expires * 1000) };
}

export type TokenCheck = { ok: true; id: string } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyToken(secret: Buffer, kind: TokenKind, token: string, now: Date): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== kind.prefix || !kind.idPattern.test(parts[1]) || !/^\d{1,12}$/.test(parts[2])) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(sign(secret, parts.slice(0, 3).join('.')));
  const given = Buffer.from(parts[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  if (Number(parts[2]) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, id: parts[1] };
}

/** The token from `Authorization: Bearer <token>`, or undefined. */
export const bearerOf = (header: string | undefined): string | undefined =>
  /^Bearer[ \t]+([^\s]{1,512})$/i.exec((header ?? '').trim())?.[1];
