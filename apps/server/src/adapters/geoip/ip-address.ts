import { BlockList, isIPv4, isIPv6 } from 'node:net';

export type ParsedIp = { version: 4; value: number } | { version: 6; high: number; low: number };

/** Addresses that say nothing about a country: private, loopback, link-local, CGNAT, multicast. */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

/** IPv4-mapped IPv6 (`::ffff:1.2.3.4`, as Node reports dual-stack clients) becomes plain IPv4. */
export function unmapIpv4(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

export function isPublicIp(address: string): boolean {
  const plain = unmapIpv4(address);
  if (isIPv4(plain)) return !nonPublic.check(plain, 'ipv4');
  if (isIPv6(plain)) return !nonPublic.check(plain, 'ipv6');
  return false;
}

export function parseIp(address: string): ParsedIp | null {
  const plain = unmapIpv4(address);
  if (isIPv4(plain)) return { version: 4, value: ipv4ToNumber(plain) };
  if (isIPv6(plain)) {
    const hextets = expandIpv6(plain);
    return hextets ? { version: 6, high: hextets[0] * 0x10000 + hextets[1], low: hextets[2] * 0x10000 + hextets[3] } : null;
  }
  return null;
}

export function ipv4ToNumber(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

/** The eight 16-bit groups of an IPv6 address (with `::` expanded and a dotted IPv4 tail), or null. */
export function expandIpv6(address: string): number[] | null {
  let text = address.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const v4 = ipv4ToNumber(tail[1]);
    text = `${text.slice(0, -tail[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest].map((group) => parseInt(group, 16));
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}
