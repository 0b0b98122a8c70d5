import { isIP, isIPv6 } from 'node:net';

/** Groups an IPv6 address part spells out; an embedded IPv4 (`::ffff:1.2.3.4`) counts two. */
const groupCount = (parts: string[]) => parts.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);

/**
 * The key a client address is counted under by the login limit. IPv4 addresses count one by one
 * (an IPv4-mapped IPv6 address as its IPv4). An IPv6 client counts by its /64 network: one
 * subscriber usually holds a whole /64 and could otherwise take a fresh address per attempt.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const address = ip.split('%')[0] ?? ip;
  const [head = '', tail] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - groupCount(headParts) - groupCount(tailParts);
  const groups = [...headParts, ...Array<string>(zeros).fill('0'), ...tailParts];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

/** proxy-addr's names for address ranges, accepted in TRUSTED_PROXIES beside addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  const maxBits = isIP(address) === 4 ? 32 : 128;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
}

/**
 * TRUSTED_PROXIES as Fastify's `trustProxy`: the list of peers whose X-Forwarded-For is believed,
 * false for `none`, or null when an entry is neither an address, a CIDR nor a range name (there is
 * deliberately no "trust every hop": any client could then choose its own address).
 */
export function parseTrustedProxies(value: string): string[] | false | null {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'none')) return false;
  return entries.every(isProxyEntry) ? entries : null;
}
