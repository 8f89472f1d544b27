import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ParsedIp } from './ip-address';

/**
 * Country by IP from the offline `@ip-location-db/geo-whois-asn-country` CSVs (CC0 package; data
 * from the RIRs' whois and ASN records). IPv4 ranges are exact; IPv6 ranges are kept at /64
 * precision (their first 64 bits), which is what allocations use. Loaded once into typed arrays
 * (about 10 MB) and searched by bisection.
 */
export class CountryTable {
  private constructor(
    private readonly v4: RangeList,
    private readonly v6: RangeList,
    readonly loadMs: number,
  ) {}

  static async load(): Promise<CountryTable> {
    const started = performance.now();
    const require = createRequire(import.meta.url);
    const v4File = require.resolve('@ip-location-db/geo-whois-asn-country/geo-whois-asn-country-ipv4-num.csv');
    const v6File = require.resolve('@ip-location-db/geo-whois-asn-country/geo-whois-asn-country-ipv6.csv');
    const [v4Bytes, v6Bytes] = await Promise.all([readFile(v4File), readFile(v6File)]);
    const v4 = parseIpv4Csv(v4Bytes);
    const v6 = parseIpv6Csv(v6Bytes);
    return new CountryTable(v4, v6, Math.round(performance.now() - started));
  }

  get size(): { ipv4: number; ipv6: number } {
    return { ipv4: this.v4.count, ipv6: this.v6.count };
  }

  /** ISO 3166-1 alpha-2 code, or null when no range holds the address. */
  lookup(ip: ParsedIp): string | null {
    return ip.version === 4 ? this.v4.find(0, ip.value) : this.v6.find(ip.high, ip.low);
  }
}

/**
 * Sorted, non-overlapping ranges of keys of up to 64 bits, held as (high, low) 32-bit halves
 * (IPv4 uses only `low`). Countries are two ASCII letters packed in 16 bits.
 */
class RangeList {
  count = 0;
  private startHigh: Uint32Array;
  private startLow: Uint32Array;
  private endHigh: Uint32Array;
  private endLow: Uint32Array;
  private country: Uint16Array;

  constructor(capacity: number) {
    this.startHigh = new Uint32Array(capacity);
    this.startLow = new Uint32Array(capacity);
    this.endHigh = new Uint32Array(capacity);
    this.endLow = new Uint32Array(capacity);
    this.country = new Uint16Array(capacity);
  }

  push(startHigh: number, startLow: number, endHigh: number, endLow: number, country: number): void {
    const i = this.count++;
    this.startHigh[i] = startHigh;
    this.startLow[i] = startLow;
    this.endHigh[i] = endHigh;
    this.endLow[i] = endLow;
    this.country[i] = country;
  }

  find(high: number, low: number): string | null {
    // Last range whose start <= key.
    let lo = 0;
    let hi = this.count - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const sh = this.startHigh[mid];
      if (sh < high || (sh === high && this.startLow[mid] <= low)) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    if (found < 0) return null;
    const eh = this.endHigh[found];
    if (eh < high || (eh === high && this.endLow[found] < low)) return null;
    const code = this.country[found];
    return String.fromCharCode(code >> 8, code & 0xff);
  }
}

/** Counts lines so the typed arrays are allocated once. */
function countLines(bytes: Uint8Array): number {
  let lines = 1;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === NEWLINE) lines++;
  return lines;
}

const NEWLINE = 0x0a;
const COMMA = 0x2c;
const COLON = 0x3a;

/**
 * Byte-level parsers: the files are large (8 MB, 13 MB) and splitting them into strings costs
 * seconds and tens of megabytes; scanning bytes takes a fraction of that.
 */
function parseIpv4Csv(bytes: Uint8Array): RangeList {
  const list = new RangeList(countLines(bytes));
  let i = 0;
  while (i < bytes.length) {
    let start = 0;
    while (i < bytes.length && bytes[i] !== COMMA) start = start * 10 + (bytes[i++] - 0x30);
    i++;
    let end = 0;
    while (i < bytes.length && bytes[i] !== COMMA) end = end * 10 + (bytes[i++] - 0x30);
    i++;
    if (i + 1 < bytes.length) list.push(0, start, 0, end, (bytes[i] << 8) | bytes[i + 1]);
    while (i < bytes.length && bytes[i] !== NEWLINE) i++;
    i++;
  }
  return list;
}

function parseIpv6Csv(bytes: Uint8Array): RangeList {
  const list = new RangeList(countLines(bytes));
  const from = new Uint16Array(8);
  const to = new Uint16Array(8);
  let i = 0;
  while (i < bytes.length) {
    i = readIpv6(bytes, i, from) + 1;
    i = readIpv6(bytes, i, to) + 1;
    if (i + 1 < bytes.length) {
      list.push(from[0] * 0x10000 + from[1], from[2] * 0x10000 + from[3], to[0] * 0x10000 + to[1], to[2] * 0x10000 + to[3], (bytes[i] << 8) | bytes[i + 1]);
    }
    while (i < bytes.length && bytes[i] !== NEWLINE) i++;
    i++;
  }
  return list;
}

/** Reads a textual IPv6 address up to the next comma into eight groups; returns the comma's index. */
function readIpv6(bytes: Uint8Array, from: number, groups: Uint16Array): number {
  groups.fill(0);
  const parsed: number[] = [];
  let gapAt = -1;
  let i = from;
  let value = 0;
  let digits = 0;
  while (i < bytes.length && bytes[i] !== COMMA && bytes[i] !== NEWLINE) {
    const byte = bytes[i];
    if (byte === COLON) {
      if (digits > 0) parsed.push(value);
      if (bytes[i + 1] === COLON) {
        gapAt = parsed.length;
        i++;
      }
      value = 0;
      digits = 0;
    } else {
      value = value * 16 + hexValue(byte);
      digits++;
    }
    i++;
  }
  if (digits > 0) parsed.push(value);
  const tail = gapAt < 0 ? 0 : parsed.length - gapAt;
  for (let g = 0; g < parsed.length - tail; g++) groups[g] = parsed[g]!;
  for (let g = 0; g < tail; g++) groups[8 - tail + g] = parsed[parsed.length - tail + g]!;
  return i;
}

function hexValue(byte: number): number {
  if (byte <= 0x39) return byte - 0x30;
  return (byte | 0x20) - 0x57;
}
