import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { isIPv6 } from 'node:net';

// Meaningful for one hop only: never forwarded in either direction (RFC 9110 §7.6.1).
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

// Who the client is and how it arrived is stated by the gateway, never taken from the client: the
// API trusts these from loopback (the login limit per IP, the links of paginated answers).
const clientClaims = new Set([
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
]);

export interface Hop {
  /** The client's address as the gateway's socket sees it. */
  remoteAddress: string | undefined;
  /** The gateway's own end of the connection. */
  localAddress: string | undefined;
  localPort: number | undefined;
  behindTls: boolean;
  /** The public host name when behind a TLS terminator; otherwise derived from the listener. */
  publicHost?: string;
}

/** `::ffff:127.0.0.1` (an IPv4 client of a dual-stack listener) is written as plain IPv4. */
function plainAddress(address: string | undefined): string | undefined {
  return address?.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

function authority(address: string, port: number | undefined): string {
  const host = isIPv6(address) ? `[${address}]` : address;
  return port ? `${host}:${port}` : host;
}

/**
 * The host the API builds links with: `publicHost` when configured, else the client's Host only when
 * it names this listener (localhost or the address it reached, on this port), else that address.
 */
export function forwardedHost(hostHeader: string | undefined, hop: Hop): string {
  if (hop.publicHost) return hop.publicHost;
  const local = plainAddress(hop.localAddress) ?? '127.0.0.1';
  const listener = authority(local, hop.localPort);
  const names = ['localhost', isIPv6(local) ? `[${local}]` : local];
  // A Host without a port means the scheme's default port.
  const defaultPort = hop.localPort === (hop.behindTls ? 443 : 80);
  const accepted = names.flatMap((name) => [`${name}:${hop.localPort}`, ...(defaultPort ? [name] : [])]);
  const host = hostHeader?.toLowerCase();
  return host && accepted.includes(host) ? host : listener;
}

function connectionTokens(headers: IncomingHttpHeaders): Set<string> {
  const value = headers.connection ?? '';
  return new Set(value.split(',').map((token) => token.trim().toLowerCase()));
}

/** The request headers the API receives: the client's own, minus hop-by-hop and forwarded claims. */
export function upstreamRequestHeaders(headers: IncomingHttpHeaders, hop: Hop): OutgoingHttpHeaders {
  const named = connectionTokens(headers);
  const result: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || hopByHop.has(name) || clientClaims.has(name) || named.has(name)) continue;
    // The gateway answers `Expect` itself; Host names the upstream (set by the HTTP client).
    if (name === 'expect' || name === 'host') continue;
    result[name] = value;
  }
  // The body's framing is always restated, whatever `Connection` names: a body forwarded without it
  // (Node's client sends a GET/DELETE/OPTIONS body unframed) would be read by the API as a second
  // request from the trusted gateway.
  if (headers['transfer-encoding'] !== undefined) result['transfer-encoding'] = 'chunked';
  else if (headers['content-length'] !== undefined) result['content-length'] = headers['content-length'];
  const client = plainAddress(hop.remoteAddress);
  if (client) result['x-forwarded-for'] = client;
  result['x-forwarded-proto'] = hop.behindTls ? 'https' : 'http';
  result['x-forwarded-host'] = forwardedHost(headers.host, hop);
  return result;
}

/** The response headers the client receives from the API's answer. */
export function downstreamResponseHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = connectionTokens(headers);
  const result: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || hopByHop.has(name) || named.has(name)) continue;
    result[name] = value;
  }
  return result;
}
