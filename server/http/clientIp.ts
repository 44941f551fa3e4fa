import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, isIPv4 } from 'node:net';
import { normalizeAddress } from './ipAddress.ts';

/**
 * Whether the hop `index` steps away from the server (0: the socket's peer, 1: the address that
 * peer wrote last into X-Forwarded-For, ...) at `address` is a proxy of ours, whose word on the
 * hop before it can be believed.
 */
export type TrustProxy = (address: string, index: number) => boolean;

export const TRUST_NO_PROXY: TrustProxy = () => false;

/**
 * TRUST_PROXY: unset, '' or 0 trusts no proxy (the socket's peer is the client); a number n trusts
 * the n nearest hops (1: one reverse proxy in front of the server); otherwise a comma-separated
 * list of proxy addresses and ranges ('127.0.0.1,::1,10.0.0.0/8'), the safer form when the path
 * to the server is not always the same.
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return TRUST_NO_PROXY;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, index) => index < hops;
  }
  const list = new BlockList();
  for (const part of text.split(',')) {
    const m = /^([^/\s]+)(?:\/(\d{1,3}))?$/.exec(part.trim());
    const address = m && normalizeAddress(m[1]);
    const family = address && isIPv4(address) ? 'ipv4' : 'ipv6';
    const prefix = m?.[2] === undefined ? undefined : Number(m[2]);
    if (!address || (prefix !== undefined && prefix > (family === 'ipv4' ? 32 : 128))) {
      throw new Error(`TRUST_PROXY must be a number of proxies or a list of proxy addresses like '127.0.0.1,10.0.0.0/8', not "${value}".`);
    }
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
  }
  return (address) => isIP(address) !== 0 && list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/**
 * The client's address, from the socket's peer and X-Forwarded-For: the hops are walked from the
 * nearest outwards, past every trusted one, and the first untrusted hop is the client. Each proxy
 * appends the address it saw, so only the right end of the header is written by our own proxies;
 * whatever a client puts on the left is never taken while a trusted proxy stands to its right.
 * When every hop is trusted the farthest is taken. The walk stops at an entry that is not an
 * address: nothing beyond it can be read.
 */
export function forwardedClient(socket: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const nearest = normalizeAddress(socket) ?? socket;
  const hops = [nearest];
  const entries = forwardedFor?.trim() ? forwardedFor.split(',').reverse() : [];
  for (const entry of entries) {
    const address = normalizeAddress(entry);
    if (address === null) break;
    hops.push(address);
  }
  let i = 0;
  while (i < hops.length - 1 && trust(hops[i], i)) i++;
  return hops[i];
}

/** The client's address: the socket's peer, or a forwarded one as far as `trust` allows. */
export function clientIp(c: Context, trust: TrustProxy = TRUST_NO_PROXY): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const socket = incoming?.socket?.remoteAddress ?? '';
  if (trust === TRUST_NO_PROXY) return normalizeAddress(socket) ?? socket;
  return forwardedClient(socket, c.req.header('x-forwarded-for'), trust);
}
