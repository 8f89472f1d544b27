import { describe, expect, it } from 'vitest';
import { lookNumber, lookParams } from './lookParams';

describe('lookParams', () => {
  it('gives the params of a look of the same tool only', () => {
    const state = { inspirationRecipe: { tool: 'inpaint', params: { featherPx: 4 } } };
    expect(lookParams(state, 'inpaint')).toEqual({ featherPx: 4 });
    expect(lookParams(state, 'shadow')).toBeNull();
    expect(lookParams({ inspirationRecipe: { tool: 'inpaint' } }, 'inpaint')).toBeNull();
    expect(lookParams(null, 'inpaint')).toBeNull();
  });

  it('keeps numbers inside the control range', () => {
    expect(lookNumber(0.7, 0, 1, 0.5)).toBe(0.7);
    expect(lookNumber(9, 0, 1, 0.5)).toBe(1);
    expect(lookNumber(-1, 0, 1, 0.5)).toBe(0);
    expect(lookNumber('0.7', 0, 1, 0.5)).toBe(0.5);
    expect(lookNumber(Number.NaN, 0, 1, 0.5)).toBe(0.5);
  });
});
