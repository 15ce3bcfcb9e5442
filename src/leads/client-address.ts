/**
 * Who is asking: the client address used for rate limiting, and whether the request's Origin is ours.
 */
import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

/**
 * The visitor's address. Without a trusted proxy it is the socket's peer. Behind `hops` reverse proxies (nginx,
 * Caddy) it is read from X-Forwarded-For, counting from the right: each proxy appends the address it saw, and
 * everything to the left of what our proxies wrote may be forged by the client.
 */
export function clientAddress(req: IncomingMessage, trustProxyHops: number): string {
  const peer = req.socket.remoteAddress ?? 'desconhecido';
  if (trustProxyHops <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const raw = Array.isArray(header) ? header.join(',') : header;
  const chain = (raw ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  if (chain.length === 0) return peer;
  return chain[Math.max(0, chain.length - trustProxyHops)];
}

/**
 * The rate-limit key of an address: IPv4 as is (also when written as ::ffff:a.b.c.d), IPv6 by its /64 network,
 * since one home connection is given a whole /64 and could otherwise rotate through addresses at will.
 */
export function rateLimitKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * Whether a POST may come from this Origin: the site's public origin or the server's own (the Host it was asked
 * for). A request without Origin is not a cross-site browser request (browsers send Origin on every POST), so it is
 * let through to the other checks; "null" (sandboxed frames, file: pages) is refused.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, siteOrigin: string | null): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (siteOrigin && parsed.origin === siteOrigin) return true;
  return host !== undefined && parsed.host === host.toLowerCase();
}
