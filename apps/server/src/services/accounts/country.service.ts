import { DEFAULT_MESSENGER_COUNTRY } from '@vitrina/contracts';
import type { GeoIpLocator } from '../../adapters/geoip';
import { acceptedLanguages } from '../../http/language';
import type { RequestContext } from './request-context';

/**
 * The client's likely country: from its public IP address (offline table), else the region of
 * its Accept-Language (`es-MX` -> MX), else AE.
 */
export class CountryService {
  constructor(private readonly geoIp: GeoIpLocator) {}

  async detect(context: RequestContext): Promise<{ data: { countryCode: string } }> {
    let fromIp: string | null = null;
    try {
      fromIp = await this.geoIp.countryOf(context.ip);
    } catch (error) {
      context.log.error({ err: error }, 'GeoIP table failed to load');
    }
    return { data: { countryCode: fromIp ?? regionOfAcceptLanguage(context.acceptLanguage) ?? DEFAULT_MESSENGER_COUNTRY } };
  }
}

/** First language tag with a two-letter region, in the header's order of preference. */
export function regionOfAcceptLanguage(header: string | undefined): string | null {
  for (const tag of acceptedLanguages(header)) {
    const region = tag.split('-').slice(1).find((subtag) => /^[A-Za-z]{2}$/.test(subtag));
    if (region) return region.toUpperCase();
  }
  return null;
}
