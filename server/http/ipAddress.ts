import { isIPv4, isIPv6 } from 'node:net';

/**
 * Client addresses as the server compares, stores and counts them. Validation is Node's own
 * (node:net); what is left here is the reading of an IPv6 address into its groups.
 */

/**
 * An address as a socket or a proxy header gives it, in one form: an IPv4 address (also when it
 * comes IPv4-mapped, ::ffff:1.2.3.4, as a dual-stack socket reports IPv4 peers), or an IPv6
 * address in lower case without its zone id. A port that some proxies append (1.2.3.4:5678,
 * [2001:db8::1]:5678) is dropped. Null for anything that is not an address.
 */
export function normalizeAddress(text: string): string | null {
  let s = text.trim();
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(s);
  if (bracketed) s = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(s)) s = s.slice(0, s.lastIndexOf(':'));
  if (isIPv4(s)) return s;
  if (!isIPv6(s)) return null;
  const address = s.replace(/%.*$/, '').toLowerCase();
  const groups = ipv6Groups(address);
  return isIpv4Mapped(groups) ? `${groups[6] >> 8}.${groups[6] & 255}.${groups[7] >> 8}.${groups[7] & 255}` : address;
}

/**
 * The key a client is counted under. An IPv4 address is one client. An IPv6 address counts by its
 * /64: one subscriber line or host is usually given a whole /64, so counting single addresses would
 * let one client take 2^64 fresh ones. Anything that is not an address gives '' (the unknown
 * clients, counted together).
 */
export function addressKey(text: string): string {
  const address = normalizeAddress(text);
  if (address === null) return '';
  if (isIPv4(address)) return address;
  return `${ipv6Groups(address)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address without zone id ('::' filled in, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let s = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    s = `${s.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const read = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const [before, after] = s.split('::');
  if (after === undefined) return read(before);
  const head = read(before);
  const rest = read(after);
  return [...head, ...new Array<number>(8 - head.length - rest.length).fill(0), ...rest];
}

const isIpv4Mapped = (g: number[]) => g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
