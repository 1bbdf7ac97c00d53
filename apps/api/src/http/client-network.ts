import { isIPv4, isIPv6 } from 'node:net';

/**
 * The bucket every address that is not an IP address falls into (a forged `X-Forwarded-For` value behind
 * `TRUST_PROXY=true`, a request whose socket is already gone): one shared bucket, so rotating made-up values
 * does not escape a limit.
 */
export const UNKNOWN_NETWORK = 'unknown';

/** The 16-bit groups of an IPv6 address (eight numbers), or null when `text` is not one. */
function ipv6Groups(text: string): number[] | null {
  if (!isIPv6(text)) return null;
  // A zone (`fe80::1%eth0`) names an interface of this host, not a different client.
  let address = text.replace(/%.*$/, '').toLowerCase();
  // A dotted IPv4 tail (`::ffff:1.2.3.4`) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    address = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const part = (side: string) => (side === '' ? [] : side.split(':').map((group) => parseInt(group, 16)));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...front, ...new Array<number>(missing).fill(0), ...back];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/** Strips what proxies and logs wrap an address in: `[v6]`, `[v6]:port`, `v4:port`, spaces. */
function bareAddress(text: string): string {
  const trimmed = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed);
  if (bracketed) return bracketed[1]!;
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(trimmed);
  if (withPort) return withPort[1]!;
  return trimmed;
}

/**
 * The network a client address belongs to, the key of every limit on client addresses (issue 28, item 10): an
 * IPv4 address as itself, an IPv6 address as its /64 (`2001:db8:1:2::/64`: one subscriber's LAN, as ISPs hand
 * them out, so rotating the low 64 bits does not make a new client), and an IPv4 address written as IPv6
 * (`::ffff:1.2.3.4`, a dual-stack socket's form) as the IPv4 address. Anything else is `UNKNOWN_NETWORK`.
 */
export function clientNetwork(address: string | undefined | null): string {
  if (typeof address !== 'string' || address.length > 100) return UNKNOWN_NETWORK;
  const bare = bareAddress(address);
  if (isIPv4(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (!groups) return UNKNOWN_NETWORK;
  // IPv4-mapped (::ffff:a.b.c.d), written either way.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
