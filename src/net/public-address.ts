/**
 * Which IP addresses are on the public internet. Downloads (workbooks from a link, photo links) connect only to
 * these unless the operator allows the private network (docs/architecture.md#security): a link in a sheet must not
 * be able to reach the machine itself, the office network or a cloud metadata service (169.254.169.254).
 *
 * The ranges are IANA's special-purpose registries (RFC 6890 and updates). An IPv6 address that embeds an IPv4
 * one (IPv4-mapped `::ffff:127.0.0.1`, NAT64 `64:ff9b::a00:1`, 6to4 `2002:7f00:1::`) is judged by the IPv4 address.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const IPV4_NOT_PUBLIC: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const IPV6_NOT_PUBLIC: [string, number][] = [
  ['::', 96], // unspecified, loopback, IPv4-compatible (deprecated)
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const notPublic = new BlockList();
for (const [prefix, bits] of IPV4_NOT_PUBLIC) notPublic.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of IPV6_NOT_PUBLIC) notPublic.addSubnet(prefix, bits, 'ipv6');

/** The 8 groups of an IPv6 address as numbers ('::ffff:7f00:1' → [0,0,0,0,0,0xffff,0x7f00,1]). */
function groupsOf(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** The IPv4 address an IPv6 address carries (mapped, NAT64, 6to4), or null. */
export function embeddedIPv4(address: string): string | null {
  const g = groupsOf(address);
  if (g.slice(0, 5).every((n) => n === 0) && g[5] === 0xffff) return ipv4Of(g[6], g[7]); // ::ffff:a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((n) => n === 0)) return ipv4Of(g[6], g[7]); // NAT64
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return '0.0.0.0'; // local-use NAT64: never public
  if (g[0] === 0x2002) return ipv4Of(g[1], g[2]); // 6to4
  return null;
}

/** True only for an address on the public internet; anything that is not an IP address is not public. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !notPublic.check(address, 'ipv4');
  if (!isIPv6(address)) return false;
  const inner = embeddedIPv4(address);
  if (inner) return isPublicAddress(inner);
  return !notPublic.check(address.replace(/%.*$/, ''), 'ipv6');
}
