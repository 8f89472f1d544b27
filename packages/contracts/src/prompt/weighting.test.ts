import { describe, expect, it } from 'vitest';
import { promptField } from './prompt-field';
import { isAllowedWeight, parsePrompt, plainPrompt } from './weighting';

const parts = (prompt: string) => {
  const parsed = parsePrompt(prompt);
  if (!parsed.ok) throw new Error(`expected ${prompt} to parse, got ${parsed.problem.code}`);
  return parsed.parts;
};
const problem = (prompt: string) => {
  const parsed = parsePrompt(prompt);
  if (parsed.ok) throw new Error(`expected ${prompt} to be refused`);
  return parsed.problem;
};

describe('parsePrompt', () => {
  it('strengthens and weakens parts in parentheses', () => {
    expect(parts('bottle on a (marble table)1.3, (plants)0.7')).toEqual([
      { text: 'bottle on a', weight: 1 },
      { text: 'marble table', weight: 1.3 },
      { text: ',', weight: 1 },
      { text: 'plants', weight: 0.7 },
    ]);
  });

  it.each([0.5, 0.6, 0.9, 1.1, 1.25, 1.5])('accepts the edge and inner weight %s', (weight) => {
    expect(parts(`(wood)${weight}`)).toEqual([{ text: 'wood', weight }]);
  });

  it.each(['1.0', '1', '0.4', '0.49', '0.95', '1.05', '1.55', '1.6', '2', '0', '10'])('refuses the weight %s and points at it', (weight) => {
    expect(problem(`a (wood)${weight} b`)).toEqual({ code: 'prompt_weight_out_of_range', index: 8 });
  });

  it('accepts a leading-dot weight such as .5', () => {
    expect(parts('(sand).5')).toEqual([{ text: 'sand', weight: 0.5 }]);
  });

  it('multiplies weights of nested groups', () => {
    expect(parts('((gold)1.2 podium)1.5')).toEqual([
      { text: 'gold', weight: 1.8 },
      { text: 'podium', weight: 1.5 },
    ]);
  });

  it('treats parentheses without a number as a plain group', () => {
    expect(parts('(soft light) studio')).toEqual([
      { text: 'soft light', weight: 1 },
      { text: 'studio', weight: 1 },
    ]);
  });

  it('refuses unbalanced parentheses with the position of the culprit', () => {
    expect(problem('marble (table')).toEqual({ code: 'prompt_unbalanced_parentheses', index: 7 });
    expect(problem('marble table)1.2')).toEqual({ code: 'prompt_unbalanced_parentheses', index: 12 });
    expect(problem('((a)1.2')).toEqual({ code: 'prompt_unbalanced_parentheses', index: 0 });
  });

  it('accepts empty and whitespace-only prompts and empty groups', () => {
    expect(parts('')).toEqual([]);
    expect(parts('   ')).toEqual([]);
    expect(parts('()1.2')).toEqual([]);
  });

  it('keeps non-Latin prompts intact', () => {
    expect(parts('(طاولة رخامية)1.2 ضوء')).toEqual([
      { text: 'طاولة رخامية', weight: 1.2 },
      { text: 'ضوء', weight: 1 },
    ]);
    expect(plainPrompt(parts('(대리석)0.8 테이블'))).toBe('대리석 테이블');
  });

  it('refuses prompts over 255 characters and accepts exactly 255', () => {
    expect(parts('a'.repeat(255))).toHaveLength(1);
    expect(problem('a'.repeat(256)).code).toBe('field_too_long');
  });
});

describe('isAllowedWeight', () => {
  it('follows the two ranges of the spec', () => {
    expect([0.5, 0.9, 1.1, 1.5].every(isAllowedWeight)).toBe(true);
    expect([0.45, 1, 1.0, 1.51, Number.NaN].some(isAllowedWeight)).toBe(false);
  });
});

describe('promptField', () => {
  it('reports the catalogue code as the message', () => {
    const result = promptField.safeParse('(x)3');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('prompt_weight_out_of_range');
    expect(promptField.safeParse('x'.repeat(256)).error?.issues[0]?.message).toBe('field_too_long');
    expect(promptField.parse('(x)1.2')).toBe('(x)1.2');
  });
});
