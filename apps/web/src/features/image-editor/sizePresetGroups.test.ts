import { EDITOR_SIZE_PRESETS } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { sizePresetGroups } from './sizePresetGroups';

describe('size preset groups', () => {
  const groups = sizePresetGroups((shape, ratio) => `${shape} ${ratio}`);

  it('offers every marketplace size once, in the contracts order, grouped by shape', () => {
    expect(groups.flatMap((group) => group.items.map((item) => item.value))).toEqual(EDITOR_SIZE_PRESETS.map((preset) => preset.id));
    expect(groups.map((group) => group.group)).toEqual(['square 1:1', 'card 3:4', 'portrait 4:5', 'landscape 4:3', 'vertical 9:16', 'wide 16:9']);
  });

  it('labels each size with its ratio and exact pixels', () => {
    expect(groups[1]?.items).toEqual([
      { value: 'portrait-3-4-900', label: '3:4 · 900×1200' },
      { value: 'portrait-3-4-1200', label: '3:4 · 1200×1600' },
      { value: 'portrait-3-4-1500', label: '3:4 · 1500×2000' },
    ]);
  });
});
