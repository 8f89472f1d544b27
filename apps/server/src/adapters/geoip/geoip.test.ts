import { describe, expect, it } from 'vitest';
import { GeoIpLocator, isPublicIp, publicAddress } from '.';

describe('public addresses', () => {
  it('tells public from private, loopback, link-local, CGNAT, documentation and invalid addresses', () => {
    for (const address of ['10.1.2.3', '172.20.0.1', '192.168.0.1', '127.0.0.1', '169.254.1.1', '100.64.0.1', '198.51.100.7', '::1', 'fe80::1', 'fd12::1', '2001:db8::1', '::ffff:10.0.0.1', 'nonsense', '']) {
      expect(isPublicIp(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '94.200.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isPublicIp(address), address).toBe(true);
    }
    expect(publicAddress('::ffff:1.2.3.4')).toBe('1.2.3.4');
  });
});

describe('GeoIpLocator', () => {
  const locator = new GeoIpLocator();

  it('reads the database once and finds countries of well-known networks', async () => {
    const reader = await locator.load();
    expect(await locator.load()).toBe(reader);
    expect(reader.metadata.ipVersion).toBe(6);
    expect(await locator.countryOf('8.8.8.8')).toBe('US');
    expect(await locator.countryOf('94.200.1.1')).toBe('AE');
    expect(await locator.countryOf('2001:4860:4860::8888')).toBe('US');
    expect(await locator.countryOf('2a02:6b8::feed:ff')).toBe('RU');
    expect(await locator.countryOf('::ffff:1.0.0.1')).toBe('AU');
    // The data maps some private space to countries; such addresses never reach it.
    expect(await locator.countryOf('192.168.1.1')).toBeNull();
  });

  it('is exact at IPv4 range edges, down to single addresses', async () => {
    // 1.0.0.0/24 is APNIC's (AU), 1.0.1.0/24 starts a Chinese block.
    expect(await locator.countryOf('1.0.0.255')).toBe('AU');
    expect(await locator.countryOf('1.0.1.0')).toBe('CN');
    // A one-address range (geofeed): 2.58.112.247 is FR inside a DE block.
    expect(await locator.countryOf('2.58.112.246')).toBe('DE');
    expect(await locator.countryOf('2.58.112.247')).toBe('FR');
    expect(await locator.countryOf('2.58.112.248')).toBe('DE');
  });

  it('is exact inside an IPv6 /64 (no cut to the first 64 bits)', async () => {
    // One address of 2001:418:1439::/64 is CA, its neighbours US.
    expect(await locator.countryOf('2001:418:1439::29f')).toBe('US');
    expect(await locator.countryOf('2001:418:1439::2a0')).toBe('CA');
    expect(await locator.countryOf('2001:418:1439::2a1')).toBe('US');
    // 2001:506:9::4-5 is BR between US addresses.
    expect(await locator.countryOf('2001:506:9::3')).toBe('US');
    expect(await locator.countryOf('2001:506:9::5')).toBe('BR');
    expect(await locator.countryOf('2001:506:9::6')).toBe('US');
  });
});
