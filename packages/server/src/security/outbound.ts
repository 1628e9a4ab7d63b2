import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a school's own outbound settings (its SMS gateway) must not reach: a school's owner is not the
 * server's operator, and a request from the server to its loopback, its private network or the cloud's
 * metadata service would let her read or drive what sits beside it (server-side request forgery).
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  // IPv4 written as IPv6 (mapped, or through NAT64) reaches the same private network.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host without IPv6 brackets or a trailing dot. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');

/**
 * Whether a URL names a private host: a private address written out, `localhost`, or a name that resolves to
 * a private address. A name that does not resolve (yet) is not known to be private.
 */
export async function isPrivateUrl(url: URL): Promise<boolean> {
  const host = hostOf(url).toLowerCase();
  if (isIP(host)) return isPrivateAddress(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const addresses = await lookup(host, { all: true, verbatim: true }).catch(() => []);
  return addresses.some((a) => isPrivateAddress(a.address));
}
