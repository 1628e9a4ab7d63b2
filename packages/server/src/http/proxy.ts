import { BlockList, isIPv6 } from 'node:net';

/** Where a reverse proxy of the school's own runs: this machine or its private network. */
const NEARBY = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const)
  NEARBY.addSubnet(network, prefix, 'ipv4');
NEARBY.addAddress('::1', 'ipv6');
NEARBY.addSubnet('fc00::', 7, 'ipv6');
NEARBY.addSubnet('fe80::', 10, 'ipv6');

function isNearby(address: string): boolean {
  const mapped = address.startsWith('::ffff:') ? address.slice(7) : address;
  return NEARBY.check(mapped, isIPv6(mapped) ? 'ipv6' : 'ipv4');
}

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting. `true` trusts exactly one hop, and only when the peer
 * is on this machine or the private network: the client is the address that proxy appended, and whatever
 * a client wrote further left in X-Forwarded-For is never read (trusting every hop let a forged header
 * escape the per-address sign-in limit). A list names the proxies' addresses instead (each hop checked).
 */
export function proxyTrust(setting: boolean | string | undefined) {
  if (setting === true) return (address: string, hop: number) => hop === 0 && isNearby(address);
  return setting || false;
}
