import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';
import maxmind, { type CountryResponse, type Reader } from 'maxmind';

/**
 * A record of `@ip-location-db/geo-whois-asn-country-mmdb`: just the ISO 3166-1 alpha-2 code, not
 * MaxMind's own layout (whose fields are all optional, so the reader's type bound still holds).
 */
interface CountryRecord extends CountryResponse {
  readonly country_code?: string;
}

/**
 * An address that can say where a client is: valid, and in no special-purpose range (private,
 * loopback, link-local, CGNAT, multicast, documentation, ...). IPv4-mapped IPv6 (`::ffff:1.2.3.4`,
 * as Node reports dual-stack clients) counts as the IPv4 address it carries.
 */
export function publicAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast' ? parsed.toString() : null;
}

export const isPublicIp = (address: string): boolean => publicAddress(address) !== null;

/**
 * Country of a public IP address, from the offline MaxMind-format database of
 * `@ip-location-db/geo-whois-asn-country-mmdb` (IPv4 and IPv6, exact ranges; data from the RIRs'
 * whois, ASN and geofeed records). The 8 MB file is read on the first call (later calls wait for
 * the same read) and stays in memory.
 */
export class GeoIpLocator {
  private static sharedInstance: GeoIpLocator | undefined;
  private reader: Promise<Reader<CountryRecord>> | undefined;

  /** One database per process, however many app instances (tests build many). */
  static shared(): GeoIpLocator {
    GeoIpLocator.sharedInstance ??= new GeoIpLocator();
    return GeoIpLocator.sharedInstance;
  }

  /** ISO country code, or null for non-public addresses and addresses in no known range. */
  async countryOf(address: string): Promise<string | null> {
    const ip = publicAddress(address);
    if (!ip) return null;
    const reader = await this.load();
    return reader.get(ip)?.country_code ?? null;
  }

  load(): Promise<Reader<CountryRecord>> {
    this.reader ??= maxmind.open<CountryRecord>(databaseFile()).catch((error: unknown) => {
      this.reader = undefined;
      throw error;
    });
    return this.reader;
  }
}

function databaseFile(): string {
  return createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
}
