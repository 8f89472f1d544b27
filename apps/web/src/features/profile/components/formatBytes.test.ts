import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes';

describe('formatBytes', () => {
  it('picks the largest binary unit and writes it in the page language', () => {
    expect(formatBytes(2 * 1024 ** 3, 'en')).toBe('2 GB');
    expect(formatBytes(1.5 * 1024 ** 2, 'en')).toBe('1.5 MB');
    expect(formatBytes(2048, 'en')).toBe('2 kB');
    expect(formatBytes(0, 'en')).toBe('0 kB');
    expect(formatBytes(1.5 * 1024 ** 2, 'es')).toBe('1,5 MB');
  });
});
