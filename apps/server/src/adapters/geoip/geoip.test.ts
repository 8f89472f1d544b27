import { describe, expect, it } from 'vitest';
import { GeoIpLocator } from '.';
import { expandIpv6, isPublicIp, parseIp } from './ip-address';

describe('IP addresses', () => {
  it('expands IPv6 forms', () => {
    expect(expandIpv6('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(expandIpv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(expandIpv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(expandIpv6('1::2::3')).toBeNull();
  });

  it('tells public from private, loopback, link-local and CGNAT addresses', () => {
    for (const address of ['10.1.2.3', '172.20.0.1', '192.168.0.1', '127.0.0.1', '169.254.1.1', '100.64.0.1', '::1', 'fe80::1', 'fd12::1', '::ffff:10.0.0.1', 'nonsense']) {
      expect(isPublicIp(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '94.200.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isPublicIp(address), address).toBe(true);
    }
    expect(parseIp('::ffff:1.2.3.4')).toEqual({ version: 4, value: 0x01020304 });
  });
});

describe('GeoIpLocator', () => {
  it('loads the offline table once and finds countries', async () => {
    const locator = new GeoIpLocator();
    const table = await locator.load();
    expect(table.size.ipv4).toBeGreaterThan(100_000);
    expect(table.size.ipv6).toBeGreaterThan(100_000);
    expect(table.loadMs).toBeLessThan(5000);
    expect(await locator.load()).toBe(table);
    expect(await locator.countryOf('1.0.0.1')).toBe('AU');
    expect(await locator.countryOf('8.8.8.8')).toBe('US');
    expect(await locator.countryOf('2001:4860:4860::8888')).toBe('US');
    expect(await locator.countryOf('192.168.1.1')).toBeNull();
  });
});
