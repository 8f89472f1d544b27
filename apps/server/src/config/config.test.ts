import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded mode on port 8080 under ./data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.dbDir).toMatch(/data[/\\]db$/);
    expect(config.outboxDir).toMatch(/data[/\\]outbox$/);
  });

  it('fails fast with a one-line message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT .*"abc"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
