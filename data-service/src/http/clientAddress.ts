import type { IncomingMessage } from 'node:http';
import net from 'node:net';

/**
 * Who a request comes from, for per-address limits: the socket's peer, or whom a trusted proxy names; an
 * IPv6 address as its /64 (see `limitedNetwork`).
 */
export type ClientAddressOf = (req: IncomingMessage) => string | undefined;

/**
 * X-Forwarded-For is read from the right (each proxy appends the address it was called from) and only
 * while the hop that wrote it is trusted: the first untrusted address is the client. Anyone can put
 * anything on the left of the header, so a client cannot pick its own address through it.
 */
export function clientAddressResolver(trustedProxies: readonly string[]): ClientAddressOf {
  const trusted = new net.BlockList();
  for (const entry of trustedProxies) {
    const [address, bits] = entry.split('/');
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(bits), family);
  }
  // BlockList.check builds a SocketAddress each time: the few addresses a service sees are remembered.
  const decided = new Map<string, boolean>();
  const isTrusted = (address: string) => {
    let answer = decided.get(address);
    if (answer === undefined) {
      answer = trusted.check(address, net.isIP(address) === 6 ? 'ipv6' : 'ipv4');
      if (decided.size >= REMEMBERED_ADDRESSES) decided.clear();
      decided.set(address, answer);
    }
    return answer;
  };

  return (req) => {
    const peer = req.socket.remoteAddress;
    if (peer === undefined) return undefined;
    let client = unmapped(peer);
    if (trustedProxies.length === 0) return client;
    const header = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => unmapped(hop.trim()));
    while (isTrusted(client) && hops.length > 0) {
      const next = hops.pop() as string;
      if (net.isIP(next) === 0) break; // garbage from a hop we trust to append: keep the last address we know
      client = next;
    }
    return limitedNetwork(client);
  };
}

/**
 * What per-address limits count: an IPv4 address as it is, an IPv6 address as the /64 it belongs to
 * (`2001:db8:7:9::/64`). A phone or a home gets a whole /64 and may use any address in it, so counting
 * IPv6 addresses one by one would give one client 2⁶⁴ budgets.
 */
export function limitedNetwork(address: string): string {
  if (!net.isIPv6(address)) return address;
  return `${firstFourGroups(address).join(':')}::/64`;
}

/** The first 64 bits of a valid IPv6 address, as four groups in lower-case hex without leading zeros. */
function firstFourGroups(address: string): string[] {
  const plain = address.split('%')[0].toLowerCase(); // a zone (`fe80::1%eth0`) is no part of the address
  const [left, right] = plain.includes('::') ? plain.split('::') : [plain, undefined];
  // An embedded IPv4 tail stands for two groups; only the last 64 bits can hold one.
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const head = groupsOf(left);
  const tail = groupsOf(right);
  const groups = right === undefined ? head : [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  return groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
}

const REMEMBERED_ADDRESSES = 1024;

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) as `127.0.0.1`. */
function unmapped(address: string): string {
  return address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}
