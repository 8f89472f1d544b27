import { CountryTable } from './country-table';
import { isPublicIp, parseIp } from './ip-address';

export { isPublicIp } from './ip-address';

/**
 * Country of a public IP address. The table loads on the first call (about 0.3 s, read
 * asynchronously; later calls wait for the same load) and stays in memory.
 */
export class GeoIpLocator {
  private static sharedInstance: GeoIpLocator | undefined;
  private table: Promise<CountryTable> | undefined;

  /** One table per process, however many app instances (tests build many). */
  static shared(): GeoIpLocator {
    GeoIpLocator.sharedInstance ??= new GeoIpLocator();
    return GeoIpLocator.sharedInstance;
  }

  /** ISO country code, or null for non-public addresses and addresses in no known range. */
  async countryOf(address: string): Promise<string | null> {
    if (!isPublicIp(address)) return null;
    const ip = parseIp(address);
    if (!ip) return null;
    const table = await this.load();
    return table.lookup(ip);
  }

  load(): Promise<CountryTable> {
    this.table ??= CountryTable.load().catch((error: unknown) => {
      this.table = undefined;
      throw error;
    });
    return this.table;
  }
}
