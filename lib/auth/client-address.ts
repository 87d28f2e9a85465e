import ipaddr from 'ipaddr.js';

/**
 * The client to count sign-in failures against: the last `X-Forwarded-For` entry, reduced to its
 * IPv4 address or its IPv6 /64 (one subscriber gets a whole /64 and can rotate through it freely).
 * A reverse proxy appends the address it saw as the last entry, which a client cannot choose;
 * without a proxy, Next fills the header with the socket's address when the client sent none.
 * (Exposed directly, a client can name its own address: the per-account limit is what bounds
 * guessing one account's password; this one bounds spraying many accounts from behind a proxy.)
 */
export function getClientAddress(headers: Headers): string {
  const last = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
    .at(-1);
  if (!last) return 'unknown';
  // `[::1]:port` and `1.2.3.4:port` forms from some proxies.
  const bare = last.replace(/^\[([^\]]+)\](:\d+)?$/, '$1').replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1');
  if (!ipaddr.isValid(bare)) return last.slice(0, 64);
  const address = ipaddr.process(bare);
  if (address.kind() === 'ipv4') return address.toString();
  return `${new ipaddr.IPv6([...(address as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}
