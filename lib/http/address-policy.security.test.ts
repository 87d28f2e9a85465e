/**
 * The one address policy (issue 11, hole 2), against the IANA special-purpose registries written
 * out here independently of ipaddr.js (https://www.iana.org/assignments/iana-ipv4-special-registry,
 * https://www.iana.org/assignments/iana-ipv6-special-registry, plus multicast and the IPv6
 * transition forms): fixed tables, then random addresses inside every range, then the spellings
 * a URL parser accepts for the same address.
 */
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { getAddressRange, isPublicAddress } from './address-policy';

const V4_SPECIAL: [string, string][] = [
  ['0.0.0.0/8', 'this network'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared address space (CGNAT)'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local (cloud metadata)'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'IETF protocol assignments'],
  ['192.0.2.0/24', 'documentation TEST-NET-1'],
  ['192.31.196.0/24', 'AS112'],
  ['192.52.193.0/24', 'AMT'],
  ['192.88.99.0/24', 'deprecated 6to4 relay anycast'],
  ['192.168.0.0/16', 'private'],
  ['192.175.48.0/24', 'AS112 direct delegation'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation TEST-NET-2'],
  ['203.0.113.0/24', 'documentation TEST-NET-3'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
  ['255.255.255.255/32', 'limited broadcast'],
];

const V6_SPECIAL: [string, string][] = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['::ffff:0:0/96', 'IPv4-mapped (private inside: see below)'],
  ['64:ff9b:1::/48', 'local-use NAT64'],
  ['100::/64', 'discard-only'],
  ['2001::/23', 'IETF protocol assignments'],
  ['2001::/32', 'Teredo'],
  ['2001:2::/48', 'benchmarking'],
  ['2001:3::/32', 'AMT'],
  ['2001:4:112::/48', 'AS112-v6'],
  ['2001:10::/28', 'deprecated ORCHID'],
  ['2001:20::/28', 'ORCHIDv2'],
  ['2001:30::/28', 'drone remote ID'],
  ['2001:db8::/32', 'documentation'],
  ['2002::/16', '6to4'],
  ['2620:4f:8000::/48', 'direct delegation AS112'],
  ['3fff::/20', 'documentation'],
  ['5f00::/16', 'segment routing'],
  ['fc00::/7', 'unique local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'deprecated site-local'],
  ['ff00::/8', 'multicast'],
  ['::/96', 'IPv4-compatible (deprecated)'],
  ['4000::/2', 'outside global unicast 2000::/3'],
];

/** A deterministic generator, so a failure names an address that fails again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x80000000;
  };
}

/** `count` addresses inside `cidr`, its first and last among them. */
function inside(cidr: string, count: number, next: () => number): string[] {
  const [base, bits] = ipaddr.parseCIDR(cidr);
  const bytes = base.toByteArray();
  const pick = (fill: (i: number) => number) =>
    ipaddr
      .fromByteArray(
        bytes.map((b, i) => {
          const keep = Math.max(0, Math.min(8, bits - i * 8));
          const mask = (0xff << (8 - keep)) & 0xff;
          return (b & mask) | (fill(i) & ~mask & 0xff);
        }),
      )
      .toString();
  return [pick(() => 0), pick(() => 0xff), ...Array.from({ length: count }, () => pick(() => Math.floor(next() * 256)))];
}

const PUBLIC_V4 = [
  '1.1.1.1',
  '8.8.8.8',
  '93.184.216.34',
  '172.15.255.255',
  '172.32.0.0',
  '100.63.255.255',
  '100.128.0.0',
  '169.253.255.255',
  '198.17.255.255',
  '198.20.0.0',
  '223.255.255.255',
  '192.0.1.1',
  '192.169.0.1',
];
const PUBLIC_V6 = ['2606:4700::1111', '2a00:1450:4001::200e', '2001:4860:4860::8888', '2400:cb00::1'];

describe('public unicast is allowed', () => {
  it.each([...PUBLIC_V4, ...PUBLIC_V6])('%s', (ip) => expect(getAddressRange(ip)).toMatchObject({ isPublic: true }));
});

describe('every IANA special-purpose range is refused (first, last and 40 random addresses)', () => {
  const next = random(11);
  it.each([...V4_SPECIAL, ...V6_SPECIAL])('%s (%s)', (cidr) => {
    const addresses = inside(cidr, 40, next).filter((ip) => !(cidr === '::ffff:0:0/96' && isPublicEmbedded(ip)));
    expect(addresses.filter((ip) => isPublicAddress(ip))).toEqual([]);
  });
});

/** A mapped address of a public IPv4 address is that address (allowed, shown separately). */
function isPublicEmbedded(ip: string): boolean {
  const v6 = ipaddr.IPv6.parse(ip);
  return v6.isIPv4MappedAddress() && v6.toIPv4Address().range() === 'unicast';
}

describe('IPv6 forms carrying an IPv4 address are judged by it', () => {
  const v4 = (ip: string) => ipaddr.IPv4.parse(ip).toByteArray();
  const hex = (a: number, b: number) => ((a << 8) | b).toString(16);
  const forms: [string, (ip: string) => string][] = [
    ['IPv4-mapped ::ffff:a.b.c.d', (ip) => `::ffff:${ip}`],
    [
      'IPv4-mapped, hex',
      (ip) => {
        const [a, b, c, d] = v4(ip);
        return `::ffff:${hex(a, b)}:${hex(c, d)}`;
      },
    ],
    ['IPv4-compatible ::a.b.c.d', (ip) => `::${ip}`],
    ['SIIT ::ffff:0:a.b.c.d', (ip) => `::ffff:0:${ip}`],
    ['NAT64 64:ff9b::/96', (ip) => `64:ff9b::${ip}`],
    [
      'NAT64 local-use 64:ff9b:1::/48',
      (ip) => {
        const [a, b, c, d] = v4(ip);
        return `64:ff9b:1:${hex(a, b)}:${hex(0, c)}:${hex(d, 0)}::`;
      },
    ],
    [
      '6to4 2002::/16',
      (ip) => {
        const [a, b, c, d] = v4(ip);
        return `2002:${hex(a, b)}:${hex(c, d)}::1`;
      },
    ],
    [
      'Teredo client (inverted)',
      (ip) => {
        const [a, b, c, d] = v4(ip).map((x) => x ^ 0xff);
        return `2001:0:4136:e378:8000:63bf:${hex(a, b)}:${hex(c, d)}`;
      },
    ],
    ['Teredo server', (ip) => `2001:0:${hex(v4(ip)[0], v4(ip)[1])}:${hex(v4(ip)[2], v4(ip)[3])}:8000:63bf:f7f7:f7f7`],
  ];
  const inner = ['127.0.0.1', '10.0.0.1', '169.254.169.254', '192.168.1.1', '100.64.0.1', '0.1.2.3', '172.16.5.4', '224.0.0.1'];
  for (const [name, spell] of forms) {
    it.each(inner)(`${name} of %s is refused, naming it`, (ip) => {
      const verdict = getAddressRange(spell(ip));
      expect(verdict.isPublic).toBe(false);
      expect(verdict.embedded).toBe(ip);
    });
  }
  it('a mapped or NAT64 spelling of a public address is that public address; the other forms stay refused', () => {
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('64:ff9b::8.8.8.8')).toBe(true);
    for (const ip of ['::8.8.8.8', '::ffff:0:8.8.8.8', '2002:808:808::1', '2001:0:4136:e378:8000:63bf:f7f7:f7f7', '64:ff9b:1:808:8:800::'])
      expect([ip, isPublicAddress(ip)]).toEqual([ip, false]);
  });
  it('cloud metadata behind NAT64 and mapped forms (the attack of issue 11)', () => {
    for (const ip of ['::ffff:a9fe:a9fe', '::ffff:169.254.169.254', '64:ff9b::a9fe:a9fe'])
      expect(getAddressRange(ip)).toMatchObject({ isPublic: false, embedded: '169.254.169.254' });
  });
});

describe('spellings a URL parser accepts reach the policy in one normal form', () => {
  // WHATWG URL (https://url.spec.whatwg.org/#concept-ipv4-parser) rewrites these before any
  // request is made; the policy sees the rewritten hostname.
  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://127.0.0.1./', '127.0.0.1'],
    ['http://①②⑦.0.0.1/', '127.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['http://2852039166/', '169.254.169.254'],
    ['http://169.254.43518/', '169.254.169.254'],
    ['http://0xa9.0xfe.0xa9.0xfe/', '169.254.169.254'],
    ['http://[::ffff:7f00:1]/', '[::ffff:7f00:1]'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[0:0:0:0:0:ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[::127.0.0.1]/', '[::7f00:1]'],
    ['http://[0::1]/', '[::1]'],
    ['http://[64:ff9b::169.254.169.254]/', '[64:ff9b::a9fe:a9fe]'],
  ])('%s → %s, refused', (url, hostname) => {
    expect(new URL(url).hostname).toBe(hostname);
    expect(isPublicAddress(new URL(url).hostname)).toBe(false);
  });
});

describe('input that is no address', () => {
  it.each(['example.com', '', 'localhost', '1.2.3.4.5', '::gg', '[::1'])('%j is not public (names are judged after DNS)', (value) => {
    expect(isPublicAddress(value)).toBe(false);
  });
  it('brackets and zones are accepted', () => {
    expect(getAddressRange('[::1]')).toMatchObject({ isPublic: false, range: 'loopback' });
    expect(getAddressRange('fe80::1%eth0')).toMatchObject({ isPublic: false, range: 'linkLocal' });
  });
});
