import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a school's own outbound settings (its SMS gateway) must not reach: a school's owner is not the
 * server's operator, and a request from the server to its loopback, its private network or the cloud's
 * metadata service would let her read or drive what sits beside it (server-side request forgery).
 */
// Two lists: one list holding the IPv4-mapped IPv6 range would match every IPv4 address checked against it.
const PRIVATE_V4 = new BlockList();
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
  PRIVATE_V4.addSubnet(net, prefix, 'ipv4');
const PRIVATE_V6 = new BlockList();
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE_V6.addSubnet(net, prefix, 'ipv6');

/** An IPv6 address's eight groups, `::` and a trailing dotted quad written out. */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase();
  const quad = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

/** The IPv4 address an IPv6 one carries, mapped (::ffff:a.b.c.d) or through NAT64 (64:ff9b::a.b.c.d). */
function embeddedIpv4(address: string): string | undefined {
  const g = groupsOf(address);
  const mapped = g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0);
  if (!mapped && !nat64) return undefined;
  const [hi = 0, lo = 0] = g.slice(6);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return true;
  if (family === 4) return PRIVATE_V4.check(address, 'ipv4');
  // IPv4 written as IPv6 reaches the same network: judged as the IPv4 address it carries.
  const ipv4 = embeddedIpv4(address);
  return ipv4 ? isPrivateAddress(ipv4) : PRIVATE_V6.check(address, 'ipv6');
}

/** A URL's host without IPv6 brackets or a trailing dot. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');

/**
 * Whether a URL names a private host: a private address written out, `localhost`, or a name that resolves to
 * a private address. A name that does not resolve (yet) is not known to be private.
 */
export function isPrivateUrl(url: URL): Promise<boolean> {
  return isPrivateHost(hostOf(url));
}

/** The same of a bare host name or address (a mail server's). */
export async function isPrivateHost(name: string): Promise<boolean> {
  const host = name.replace(/\.$/, '').toLowerCase();
  if (isIP(host)) return isPrivateAddress(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const addresses = await lookup(host, { all: true, verbatim: true }).catch(() => []);
  return addresses.some((a) => isPrivateAddress(a.address));
}
