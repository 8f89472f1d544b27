import { EDITOR_SIZE_PRESETS } from '@vitrina/contracts';

type Ratio = (typeof EDITOR_SIZE_PRESETS)[number]['ratio'];

/** Each ratio's shape name in the toolkit namespace (`sizes.<shape>`); i18next keys cannot hold ':'. */
export const SIZE_SHAPES = { '1:1': 'square', '3:4': 'card', '4:5': 'portrait', '4:3': 'landscape', '9:16': 'vertical', '16:9': 'wide' } as const satisfies Record<Ratio, string>;
export type SizeShape = (typeof SIZE_SHAPES)[Ratio];

export interface SizePresetGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * The marketplace sizes as select groups, one per shape in the contracts' order, so twelve sizes
 * read as six short lists. An item keeps its ratio ("3:4 · 900×1200") so the chosen value reads alone.
 */
export function sizePresetGroups(shapeLabel: (shape: SizeShape, ratio: Ratio) => string): SizePresetGroup[] {
  const groups = new Map<Ratio, SizePresetGroup>();
  for (const preset of EDITOR_SIZE_PRESETS) {
    const group = groups.get(preset.ratio) ?? { group: shapeLabel(SIZE_SHAPES[preset.ratio], preset.ratio), items: [] };
    group.items.push({ value: preset.id, label: `${preset.ratio} · ${preset.width}×${preset.height}` });
    groups.set(preset.ratio, group);
  }
  return [...groups.values()];
}
