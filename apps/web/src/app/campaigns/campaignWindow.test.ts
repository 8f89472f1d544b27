import { BLACK_FRIDAY } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { isWithinWindow } from './campaignWindow';

describe('campaign window', () => {
  it('covers the first and the last day entirely, in GMT+3', () => {
    expect(isWithinWindow(BLACK_FRIDAY, new Date('2024-11-19T00:00:00+03:00'))).toBe(true);
    expect(isWithinWindow(BLACK_FRIDAY, new Date('2024-12-03T23:59:00+03:00'))).toBe(true);
    expect(isWithinWindow(BLACK_FRIDAY, new Date('2024-11-18T23:59:59+03:00'))).toBe(false);
    expect(isWithinWindow(BLACK_FRIDAY, new Date('2024-12-04T00:00:00+03:00'))).toBe(false);
  });

  it('keeps the Black Friday banner hidden today (its window is in the past)', () => {
    expect(isWithinWindow(BLACK_FRIDAY, new Date())).toBe(false);
  });
});
