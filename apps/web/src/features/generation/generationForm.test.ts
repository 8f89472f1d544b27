import { EDITOR_SIZE_PRESETS } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, promptProblem, restoreForm } from './generationForm';
import { SIZE_IDS, SIZE_OPTIONS } from './sizeOptions';

describe('generation form', () => {
  it('names the prompt problem the server would refuse, with its place', () => {
    expect(promptProblem('')).toBeNull();
    expect(promptProblem('on a (marble table)1.3, soft light')).toBeNull();
    expect(promptProblem('(marble)2')?.code).toBe('prompt_weight_out_of_range');
    expect(promptProblem('a (marble table')?.code).toBe('prompt_unbalanced_parentheses');
    expect(promptProblem('x'.repeat(255))).toBeNull();
    expect(promptProblem('x'.repeat(256))).toEqual({ code: 'field_too_long', index: 255 });
  });

  it('starts at one image, so one click costs one credit (issue 19)', () => {
    expect(DEFAULT_FORM.quantity).toBe(1);
  });

  it('restores saved settings only when each is still valid', () => {
    expect(restoreForm(null, SIZE_IDS)).toEqual(DEFAULT_FORM);
    expect(restoreForm('junk', SIZE_IDS)).toEqual(DEFAULT_FORM);
    const saved = { prompt: 'wood', negativePrompt: 'plants', style: 'neon', theme: 'summer', size: 'portrait-3-4-900', quantity: 4 };
    expect(restoreForm(saved, SIZE_IDS)).toEqual(saved);
    expect(restoreForm({ ...saved, prompt: '(x)9', style: 'baroque', theme: 1, size: '5:4', quantity: 7 }, SIZE_IDS)).toEqual({
      ...DEFAULT_FORM,
      negativePrompt: 'plants',
    });
  });

  it('offers every size the server accepts, each with its exact pixels', () => {
    expect(SIZE_OPTIONS.map((option) => option.id)).toEqual([...SIZE_IDS]);
    expect(SIZE_OPTIONS.find((option) => option.id === 'portrait-3-4-900')).toMatchObject({ width: 900, height: 1200, marketplace: true });
    expect(SIZE_OPTIONS.find((option) => option.id === '16:9')).toMatchObject({ width: 1024, height: 576, marketplace: false });
  });

  it('lists all twelve marketplace sizes after the aspects, each shape together', () => {
    const marketplace = SIZE_OPTIONS.filter((option) => option.marketplace);
    expect(marketplace.map(({ id, ratio, width, height }) => ({ id, ratio, width, height }))).toEqual(EDITOR_SIZE_PRESETS);
    expect(marketplace).toHaveLength(12);
    expect(SIZE_OPTIONS.slice(0, 5).every((option) => !option.marketplace)).toBe(true);
    const ratios = marketplace.map((option) => option.ratio).filter((ratio, index, all) => ratio !== all[index - 1]);
    expect(new Set(ratios).size).toBe(ratios.length);
  });
});
