import { describe, expect, it, vi } from 'vitest';

// The server's own public address, as a host with one would list it: a gateway saved there calls the server.
vi.mock('node:os', async (original) => {
  const os = await original<typeof import('node:os')>();
  return {
    ...os,
    networkInterfaces: () => ({
      ...os.networkInterfaces(),
      eth9: [
        {
          address: '93.184.215.14',
          netmask: '255.255.255.0',
          family: 'IPv4',
          mac: '02:00:00:00:00:09',
          internal: false,
          cidr: '93.184.215.14/24',
        },
        {
          address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c',
          netmask: 'ffff:ffff:ffff:ffff::',
          family: 'IPv6',
          mac: '02:00:00:00:00:09',
          internal: false,
          cidr: '2606:2800:21f:cb07:6820:80da:af6b:8b2c/64',
          scopeid: 0,
        },
      ],
    }),
  };
});

const { isPublicAddress, refusedHost } = await import('../src/policy/outbound');

describe('which addresses a school’s gateway or mail server may be on', () => {
  it('refuses every range the IANA special-purpose registries keep off the internet', () => {
    for (const address of [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '100.127.255.254',
      '127.0.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '192.0.0.8',
      '192.0.2.1',
      '192.88.99.1',
      '192.168.1.1',
      '198.18.0.1',
      '198.19.255.1',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::7f00:1',
      '::ffff:127.0.0.1',
      '::ffff:c000:201',
      '64:ff9b::127.0.0.1',
      '64:ff9b::a00:5',
      '64:ff9b::c633:6407',
      '64:ff9b:1::8.8.8.8',
      '100::1',
      '2001::1',
      '2001:2::1',
      '2001:db8::1',
      '2002:7f00:1::1',
      '2002:a9fe:a9fe::1',
      '2002:cb00:7109::1',
      '3fff::1',
      'fc00::1',
      'fd00::2',
      'fe80::1',
      'ff02::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses the server’s own interface addresses, public as they are', () => {
    expect(isPublicAddress('93.184.215.14')).toBe(false);
    expect(isPublicAddress('::ffff:93.184.215.14')).toBe(false);
    expect(isPublicAddress('2002:5db8:d70e::1')).toBe(false);
    expect(isPublicAddress('2606:2800:21f:cb07:6820:80da:af6b:8b2c')).toBe(false);
  });

  it('keeps public unicast, also reached through NAT64 or 6to4', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.215.15',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
    ])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('judges a name by every address it resolves to, and lets the operator allow private hosts', async () => {
    expect(await refusedHost('localhost', false)).toBe(true);
    expect(await refusedHost('192.0.2.1', false)).toBe(true);
    expect(await refusedHost('8.8.8.8', false)).toBe(false);
    expect(await refusedHost('127.0.0.1', true)).toBe(false);
  });
});
