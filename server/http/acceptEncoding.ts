import { parseAccept } from 'hono/utils/accept';

/** Content codings the static files may be stored in beside the file itself, best first. */
export type Coding = 'br' | 'gzip';
export const CODINGS: readonly Coding[] = ['br', 'gzip'];

/**
 * The coding to send, of those available, by the request's Accept-Encoding (RFC 9110, 12.5.3):
 * the one with the highest q above 0 (a coding not named takes `*`'s q, or 0); on a tie, the
 * smaller (brotli before gzip). `identity` competes only when named (or by `*`): a client that lists
 * `gzip;q=0.5` alone still prefers gzip to nothing. Undefined means the file as it is: no header
 * (a client that says nothing, such as curl), nothing acceptable, or identity preferred. A client
 * that refuses identity and every available coding still gets the file rather than a 406.
 */
export function chooseEncoding(header: string | undefined, available: readonly Coding[]): Coding | undefined {
  if (!header || available.length === 0) return undefined;
  const accepts = parseAccept(header);
  const q = (coding: string): number | undefined => {
    const named = accepts.find((a) => a.type.toLowerCase() === coding);
    return named ? named.q : accepts.find((a) => a.type === '*')?.q;
  };
  let best: { coding: Coding; q: number } | undefined;
  for (const coding of CODINGS) {
    if (!available.includes(coding)) continue;
    const weight = q(coding) ?? 0;
    if (weight > 0 && (!best || weight > best.q)) best = { coding, q: weight };
  }
  if (!best) return undefined;
  const identity = q('identity');
  return identity !== undefined && identity > best.q ? undefined : best.coding;
}
