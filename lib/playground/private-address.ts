/**
 * Addresses the proxy refuses unless the operator allows private targets: loopback, private
 * networks, link-local (cloud metadata lives at 169.254.169.254), CGNAT, multicast, reserved,
 * and IPv6 forms that embed one of those (mapped, NAT64, 6to4). Refusing them keeps the proxy
 * from being a door into the network Lectern runs in. Isomorphic and pure.
 */

const V4_BLOCKS: [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];

/** Whether an IP literal (v4 or v6, brackets allowed) is not a public unicast address. Non-IPs → false. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  const v4 = parseV4(ip);
  if (v4 !== undefined) return V4_BLOCKS.some(([base, bits]) => inBlock(v4, parseV4(base)!, bits));
  const v6 = parseV6(ip);
  if (!v6) return false;
  const embedded = (i: number) => ((v6[i] << 16) | v6[i + 1]) >>> 0;
  if (v6.every((g) => g === 0)) return true; // ::
  if (v6.slice(0, 7).every((g) => g === 0) && v6[7] === 1) return true; // ::1
  if (v6.slice(0, 5).every((g) => g === 0) && (v6[5] === 0xffff || v6[5] === 0)) return isPrivateV4(embedded(6)); // ::ffff:a.b.c.d, ::a.b.c.d
  if (v6[0] === 0x64 && v6[1] === 0xff9b) return isPrivateV4(embedded(6)); // NAT64
  if (v6[0] === 0x2002) return isPrivateV4(embedded(1)); // 6to4
  return (v6[0] & 0xfe00) === 0xfc00 || (v6[0] & 0xffc0) === 0xfe80 || (v6[0] & 0xff00) === 0xff00 || v6[0] === 0x2001 && v6[1] === 0x0db8;
}

function isPrivateV4(value: number): boolean {
  return V4_BLOCKS.some(([base, bits]) => inBlock(value, parseV4(base)!, bits));
}

function inBlock(value: number, base: number, bits: number): boolean {
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return ((value & mask) >>> 0) === ((base & mask) >>> 0);
}

function parseV4(ip: string): number | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return undefined;
  return parts.reduce((acc, p) => ((acc << 8) | Number(p)) >>> 0, 0);
}

/** Eight 16-bit groups, or undefined. Accepts `::` compression and a dotted IPv4 tail. */
function parseV6(ip: string): number[] | undefined {
  if (!ip.includes(':') || /[^0-9a-f:.%]/i.test(ip)) return undefined;
  let text = ip.split('%')[0];
  const tail = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (tail) {
    const v4 = parseV4(tail[1]);
    if (v4 === undefined) return undefined;
    text = text.slice(0, -tail[1].length) + `${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...rest].map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
  return groups.some(Number.isNaN) ? undefined : groups;
}
