import { BlockList, isIP } from 'node:net';

/**
 * Addresses no request to a user-typed address may reach: this machine, private networks, link-local
 * (cloud metadata at 169.254.169.254), carrier-grade NAT, documentation, multicast and reserved ranges,
 * in IPv4 and IPv6. IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`) are checked against the IPv4 list.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses, which route to it. */
function readEmbeddedIpv4(address: string): string | undefined {
  const groups = expandIpv6(address);
  if (!groups) return undefined;
  const toIpv4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const isNat64 =
    groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (isNat64) return toIpv4(groups[6] as number, groups[7] as number);
  if (groups[0] === 0x2002) return toIpv4(groups[1] as number, groups[2] as number);
  return undefined;
}

function expandIpv6(address: string): number[] | undefined {
  const withoutZone = address.split('%')[0] ?? '';
  const [head = '', tail] = withoutZone.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  if ([...start, ...end].some((group) => Number.isNaN(group))) return undefined;
  const missing = 8 - start.length - end.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...start, ...Array.from({ length: missing }, () => 0), ...end];
}

/** Whether an IP address (v4 or v6, as DNS or a URL gives it) is a public internet address. */
export function isPublicIpAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return !NON_PUBLIC.check(bare, 'ipv4');
  if (family !== 6) return false;
  if (NON_PUBLIC.check(bare, 'ipv6')) return false;
  const embedded = readEmbeddedIpv4(bare);
  return embedded === undefined || !NON_PUBLIC.check(embedded, 'ipv4');
}
