import { describe, expect, it } from 'vitest';
import { pageTotal } from './page-total';

describe('pageTotal', () => {
  const counted = (total: number) => {
    const calls = { count: 0 };
    return { calls, count: async () => (calls.count++, total) };
  };

  it('takes the total from a page that ends the list, without counting', async () => {
    for (const [rows, offset, expected] of [[3, 0, 3], [0, 0, 0], [5, 40, 45]]) {
      const { calls, count } = counted(999);
      expect(await pageTotal(rows, { limit: 20, offset }, count)).toBe(expected);
      expect(calls.count).toBe(0);
    }
  });

  it('counts when the page is full or lies past the end', async () => {
    for (const [rows, offset] of [[20, 0], [20, 20], [0, 60]]) {
      const { calls, count } = counted(57);
      expect(await pageTotal(rows, { limit: 20, offset }, count)).toBe(57);
      expect(calls.count).toBe(1);
    }
  });
});
