/**
 * The one rule for which IP addresses Lectern's server may connect to when a URL comes from
 * someone else (a reader's playground request, a docs.json spec URL in a deployment): public
 * unicast only. Everything in the IANA special-purpose registries is refused (loopback, private,
 * CGNAT, link-local with the cloud metadata service, ULA, multicast, documentation, benchmarking,
 * reserved, discard-only, ORCHID, …), and so is any IPv6 form that carries an IPv4 address
 * inside it (mapped, compatible, NAT64, 6to4, Teredo) when that address is not public: the
 * kernel or a translator would deliver `::ffff:127.0.0.1` to loopback. Range names come from
 * ipaddr.js (`range()`), so the table stays the maintained one rather than ours.
 */
import ipaddr from 'ipaddr.js';

export type AddressRange = {
  /** May the server connect here on someone else's behalf? */
  isPublic: boolean;
  /** ipaddr.js's range name (`unicast`, `loopback`, `ipv4Mapped`, …), or why it is no address. */
  range: string;
  /** The IPv4 address an IPv6 transition form carries, when it carries one. */
  embedded?: string;
};

/** IPv6 forms that are another spelling of an IPv4 destination: allowed when that one is public. */
const IPV4_SPELLINGS = new Set(['ipv4Mapped', 'nat64']);

/**
 * Classifies an IP literal (v4 or v6, brackets and a zone allowed). Anything that is not an IP
 * address is not public: callers check names after DNS, never before.
 */
export function getAddressRange(address: string): AddressRange {
  const literal = withHexTail(address.replace(/^\[|\]$/g, ''));
  if (!ipaddr.isValid(literal)) return { isPublic: false, range: 'not an IP address' };
  const parsed = ipaddr.parse(literal);
  if (parsed.kind() === 'ipv4') return ipv4Range(parsed as ipaddr.IPv4);
  return ipv6Range(parsed as ipaddr.IPv6);
}

/** Whether the server may connect to `address` (see `getAddressRange`). */
export function isPublicAddress(address: string): boolean {
  return getAddressRange(address).isPublic;
}

/**
 * `::a.b.c.d` → `::xxxx:yyyy`. ipaddr.js reads a dotted tail after `::` as IPv4-mapped, but
 * `::8.8.8.8` is the (deprecated) IPv4-compatible form, a different destination; glibc prints
 * such DNS answers with the dotted tail, so the distinction is made before parsing.
 */
function withHexTail(literal: string): string {
  const [ip, zone] = literal.split('%');
  const tail = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (!tail || tail.slice(2).some((octet) => Number(octet) > 255)) return literal;
  const [a, b, c, d] = tail.slice(2).map(Number);
  const hex = `${tail[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  return zone === undefined ? hex : `${hex}%${zone}`;
}

function ipv4Range(ip: ipaddr.IPv4): AddressRange {
  const range = ip.range();
  return { isPublic: range === 'unicast', range };
}

function ipv6Range(ip: ipaddr.IPv6): AddressRange {
  const range = v6RangeName(ip);
  for (const embedded of embeddedIPv4(ip, range)) {
    const inner = ipv4Range(embedded);
    if (!inner.isPublic)
      return { isPublic: false, range: `${range} of ${embedded.toString()} (${inner.range})`, embedded: embedded.toString() };
  }
  const carried = embeddedIPv4(ip, range)[0]?.toString();
  if (IPV4_SPELLINGS.has(range)) return { isPublic: true, range, embedded: carried };
  // Only 2000::/3 is allocated for global unicast; anything else ipaddr.js calls `unicast` is
  // unassigned or reserved by the IETF.
  const global = range === 'unicast' && (ip.parts[0] & 0xe000) === 0x2000;
  return {
    isPublic: global,
    range: global || range !== 'unicast' ? range : 'unassigned (outside 2000::/3)',
    ...(carried ? { embedded: carried } : {}),
  };
}

/** ipaddr.js's name, with the forms it does not name told apart. */
function v6RangeName(ip: ipaddr.IPv6): string {
  const range = ip.range();
  const p = ip.parts;
  if (range === 'rfc6052') return p[2] === 0 ? 'nat64' : 'nat64LocalUse';
  // ::a.b.c.d (RFC 4291 §2.5.5.1, deprecated): ipaddr.js calls it unicast.
  if (range === 'unicast' && p.slice(0, 6).every((part) => part === 0)) return 'ipv4Compatible';
  return range;
}

/** The IPv4 addresses inside a transition form (RFC 4291, 6052, 3056, 4380); [] for others. */
function embeddedIPv4(ip: ipaddr.IPv6, range: string): ipaddr.IPv4[] {
  const p = ip.parts;
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (range) {
    case 'ipv4Mapped':
    case 'ipv4Compatible':
    case 'rfc6145':
    case 'nat64':
      return [v4(p[6], p[7])];
    case 'nat64LocalUse':
      // A /48 prefix: octets 1-2 in bits 48-63, then the reserved u octet, then octets 3-4.
      return [new ipaddr.IPv4([p[3] >> 8, p[3] & 0xff, p[4] & 0xff, p[5] >> 8])];
    case '6to4':
      return [v4(p[1], p[2])];
    case 'teredo':
      // Server in bits 32-63; the client's public address is stored inverted in the last 32 bits.
      return [v4(p[2], p[3]), v4(p[6] ^ 0xffff, p[7] ^ 0xffff)];
    default:
      return [];
  }
}
