import { describe, expect, it } from 'vitest';
import { addMonths, monthsStarted, yearlyWindow } from './calendar';

describe('billing calendar', () => {
  it('adds months from the anchor, clamping to the month end, leap years included', () => {
    const anchor = new Date('2024-01-31T22:30:00Z');
    expect(addMonths(anchor, 1).toISOString()).toBe('2024-02-29T22:30:00.000Z');
    expect(addMonths(anchor, 2).toISOString()).toBe('2024-03-31T22:30:00.000Z');
    expect(addMonths(new Date('2023-01-31T00:00:00Z'), 1).toISOString()).toBe('2023-02-28T00:00:00.000Z');
    expect(addMonths(anchor, 12).toISOString()).toBe('2025-01-31T22:30:00.000Z');
    expect(addMonths(new Date('2024-02-29T12:00:00Z'), 12).toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(addMonths(new Date('2024-11-30T23:59:59Z'), 3).toISOString()).toBe('2025-02-28T23:59:59.000Z');
  });

  it('counts the month starts of a term up to now', () => {
    const start = new Date('2024-01-31T10:00:00Z');
    expect(monthsStarted(start, 3, new Date('2024-01-31T10:00:00Z'))).toBe(1);
    expect(monthsStarted(start, 3, new Date('2024-02-29T09:59:59Z'))).toBe(1);
    expect(monthsStarted(start, 3, new Date('2024-02-29T10:00:00Z'))).toBe(2);
    expect(monthsStarted(start, 3, new Date('2025-01-01T00:00:00Z'))).toBe(3);
  });

  it('finds the running or next yearly window, across New Year too', () => {
    const blackFriday = (now: string) => yearlyWindow('11-19T00:00:00+03:00', '12-04T00:00:00+03:00', new Date(now));
    expect(blackFriday('2026-11-25T12:00:00Z').startsAt.toISOString()).toBe('2026-11-18T21:00:00.000Z');
    expect(blackFriday('2027-12-03T20:59:59Z').endsAt.toISOString()).toBe('2027-12-03T21:00:00.000Z');
    expect(blackFriday('2027-12-03T21:00:00Z').startsAt.toISOString()).toBe('2028-11-18T21:00:00.000Z');
    const newYear = yearlyWindow('12-30T00:00:00Z', '01-02T00:00:00Z', new Date('2027-01-01T00:00:00Z'));
    expect([newYear.startsAt.toISOString(), newYear.endsAt.toISOString()]).toEqual(['2026-12-30T00:00:00.000Z', '2027-01-02T00:00:00.000Z']);
  });

  it('gives the same results whatever the process time zone', () => {
    const previous = process.env.TZ;
    try {
      for (const zone of ['Asia/Seoul', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = zone;
        expect(addMonths(new Date('2024-01-31T23:30:00Z'), 1).toISOString()).toBe('2024-02-29T23:30:00.000Z');
      }
    } finally {
      process.env.TZ = previous;
    }
  });
});
