import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Where the server may connect for an address a school saved (its SMS gateway, its mail server): a school's
 * owner is not the server's operator, and a request from the server to itself, its network, the cloud's
 * metadata service or a documentation range routed somewhere odd would let her read or drive what sits
 * beside it (server-side request forgery). Only public unicast is reached, unless the operator allows
 * private hosts (PRIVATE_HOSTS=true, one school per server). Every call the server makes to an address a
 * school configured goes through `outboundStatus` (HTTP) or `outboundHost` (a socket a library opens):
 * settings/sms.ts and settings/mailer.ts; settings/routes.ts checks a new address with `refusedUrl` and
 * `refusedHost` before saving it. Operator-set addresses (S3, FCM, reCAPTCHA) are not a school's and are not
 * judged here.
 */

// The IANA special-purpose registries' ranges that are not global unicast, and multicast and the reserved
// 240/4. Two lists: one list holding the IPv4-mapped IPv6 range would match every IPv4 address checked.
const NOT_PUBLIC_V4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC_V4.addSubnet(net, prefix, 'ipv4');

// IPv6 global unicast is 2000::/3; inside it, the IETF protocol block (Teredo, benchmarking, ORCHID) and the
// documentation ranges are not public. Everything outside 2000::/3 is not public either (loopback, unique
// local, link local, multicast, 64:ff9b:1::/48, the old IPv4-compatible ::/96), save the forms below that
// carry an IPv4 address.
const GLOBAL_V6 = new BlockList();
GLOBAL_V6.addSubnet('2000::', 3, 'ipv6');
const NOT_PUBLIC_V6 = new BlockList();
for (const [net, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
] as const)
  NOT_PUBLIC_V6.addSubnet(net, prefix, 'ipv6');

/** An IPv6 address's eight groups, `::` and a trailing dotted quad written out. */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
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

const quadOf = (hi = 0, lo = 0) => [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');

/**
 * The IPv4 address an IPv6 one reaches: mapped (::ffff:a.b.c.d), through NAT64 (64:ff9b::a.b.c.d) or
 * through a 6to4 relay (2002:aabb:ccdd::/48). Each goes where its IPv4 address goes, so it is judged as that.
 */
function embeddedIpv4(address: string): string | undefined {
  const g = groupsOf(address);
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return quadOf(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return quadOf(g[6], g[7]);
  if (g[0] === 0x2002) return quadOf(g[1], g[2]);
  return undefined;
}

/** The server's own addresses, read at each check: an interface may come up after the start. */
function ownAddresses(): BlockList {
  const own = new BlockList();
  for (const entries of Object.values(networkInterfaces()))
    for (const entry of entries ?? [])
      own.addAddress(entry.address.replace(/%.*$/, ''), entry.family === 'IPv4' ? 'ipv4' : 'ipv6');
  return own;
}

/** Whether an address is public unicast and not one of the server's own interfaces. */
export function isPublicAddress(address: string, own: BlockList = ownAddresses()): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC_V4.check(address, 'ipv4') && !own.check(address, 'ipv4');
  if (family !== 6) return false;
  const ipv4 = embeddedIpv4(address);
  if (ipv4) return isPublicAddress(ipv4, own);
  return (
    GLOBAL_V6.check(address, 'ipv6') && !NOT_PUBLIC_V6.check(address, 'ipv6') && !own.check(address, 'ipv6')
  );
}

/** The address a school saved is not public: the call is not made. */
export class OutboundRefused extends Error {}

/** A URL's host without IPv6 brackets or a trailing dot. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');

/**
 * The one address to connect to for a host: every address it resolves to must be public (a name that
 * resolves to one public and one private address could be answered either way), and the caller connects to
 * the returned address itself, so a second lookup cannot answer differently (DNS rebinding).
 */
async function checkedAddress(name: string, privateAllowed: boolean): Promise<string> {
  const host = name.replace(/\.$/, '').toLowerCase();
  if (isIP(host)) {
    if (!privateAllowed && !isPublicAddress(host)) throw new OutboundRefused();
    return host;
  }
  if (!privateAllowed && (host === 'localhost' || host.endsWith('.localhost'))) throw new OutboundRefused();
  const addresses = await lookup(host, { all: true, verbatim: true });
  const own = ownAddresses();
  if (!privateAllowed && addresses.some((a) => !isPublicAddress(a.address, own))) throw new OutboundRefused();
  const [first] = addresses;
  if (!first) throw new OutboundRefused();
  return first.address;
}

/**
 * Whether a new address must be refused when saved: a private address written out, `localhost`, or a name
 * resolving to a non-public address. A name that does not resolve (yet) is kept: each call checks it again.
 */
export async function refusedHost(name: string, privateAllowed: boolean): Promise<boolean> {
  try {
    await checkedAddress(name, privateAllowed);
    return false;
  } catch (error) {
    return error instanceof OutboundRefused;
  }
}

export const refusedUrl = (url: URL, privateAllowed: boolean) => refusedHost(hostOf(url), privateAllowed);

/**
 * A host for a library that opens its own socket (nodemailer): the checked address to connect to, and the
 * name TLS must verify the certificate against.
 */
export async function outboundHost(
  name: string,
  privateAllowed: boolean,
): Promise<{ host: string; servername: string | undefined }> {
  const host = await checkedAddress(name, privateAllowed);
  return { host, servername: isIP(name) ? undefined : name.replace(/\.$/, '') };
}

/** The remote end did not answer in time. */
export class OutboundTimeout extends Error {}

/**
 * One HTTP request to a school's address, connected to the checked address. Answers the status only: what a
 * remote server writes back is never read, so it can never be shown (a private service's page, echoed back
 * to the owner, would be the leak the check exists to prevent). No redirect is followed.
 */
export async function outboundStatus(
  url: URL,
  init: { method: string; headers: Record<string, string>; body: string; timeoutMs: number },
  privateAllowed: boolean,
): Promise<number> {
  const deadline = Date.now() + init.timeoutMs;
  const address = await checkedAddress(hostOf(url), privateAllowed);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const call = send(
      {
        method: init.method,
        hostname: address,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: { ...init.headers, host: url.host },
        ...(isIP(hostOf(url)) ? {} : { servername: hostOf(url) }),
      },
      (response) => {
        clearTimeout(timer);
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    const timer = setTimeout(() => call.destroy(new OutboundTimeout()), Math.max(0, deadline - Date.now()));
    call.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    call.end(init.body);
  });
}
