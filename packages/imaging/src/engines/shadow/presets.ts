/**
 * The spec's system shadow presets (section 3). Ids are stable slugs (stored by the server and in
 * URLs); `nameKey` is the i18n key the web app translates; `name` is the English text.
 * Formats are the two shapes marketplace cards use most: 3:4 portrait and 1:1 square, all on white.
 */
import type { ShadowPreset } from './types';

export interface SystemShadowPreset extends ShadowPreset {
  id: string;
  nameKey: string;
  name: string;
}

const PORTRAIT = Object.freeze({ width: 900, height: 1200 });
const PORTRAIT_LARGE = Object.freeze({ width: 1200, height: 1600 });
const SQUARE = Object.freeze({ width: 2000, height: 2000 });
const WHITE = '#ffffff';

const PRESETS: SystemShadowPreset[] = [
  { id: 'accessories-wallets', nameKey: 'shadow.preset.accessoriesWallets', name: 'Accessories and wallets', format: SQUARE, padding: 0.12, angle: 'front', zoom: 0.85, background: WHITE },
  { id: 'bags-hangers', nameKey: 'shadow.preset.bagsHangers', name: 'Bags and hangers', format: PORTRAIT, padding: 0.08, angle: 'front', zoom: 0.9, background: WHITE },
  { id: 'beauty', nameKey: 'shadow.preset.beauty', name: 'Beauty', format: PORTRAIT, padding: { top: 0.12, right: 0.12, bottom: 0.2, left: 0.12 }, angle: 'front', zoom: 0.85, background: WHITE },
  { id: 'food', nameKey: 'shadow.preset.food', name: 'Food', format: SQUARE, padding: 0.1, angle: 'top', zoom: 0.9, background: WHITE },
  { id: 'full-length-model', nameKey: 'shadow.preset.fullLengthModel', name: 'Full length model', format: PORTRAIT_LARGE, padding: { top: 0.04, right: 0.04, bottom: 0.06, left: 0.04 }, angle: 'front', zoom: 1, background: WHITE },
  { id: 'model-accessories', nameKey: 'shadow.preset.modelAccessories', name: 'Model accessories', format: PORTRAIT_LARGE, padding: 0.08, angle: 'front', zoom: 0.95, background: WHITE },
  { id: 'model-bottom', nameKey: 'shadow.preset.modelBottom', name: 'Model bottom', format: PORTRAIT_LARGE, padding: { top: 0.05, right: 0.05, bottom: 0.07, left: 0.05 }, angle: 'front', zoom: 1, background: WHITE },
  { id: 'model-top', nameKey: 'shadow.preset.modelTop', name: 'Model top', format: PORTRAIT_LARGE, padding: { top: 0.06, right: 0.06, bottom: 0.04, left: 0.06 }, angle: 'front', zoom: 1, background: WHITE },
  { id: 'shoes-front-three-quarter', nameKey: 'shadow.preset.shoesFrontThreeQuarter', name: 'Shoes front and 3/4', format: SQUARE, padding: { top: 0.12, right: 0.1, bottom: 0.18, left: 0.1 }, angle: 'isometric', zoom: 0.9, background: WHITE },
  { id: 'shoes-top', nameKey: 'shadow.preset.shoesTop', name: 'Shoes top', format: SQUARE, padding: 0.12, angle: 'top', zoom: 0.9, background: WHITE },
  { id: 'square', nameKey: 'shadow.preset.square', name: 'Square', format: SQUARE, padding: 0.1, angle: 'front', zoom: 0.9, background: WHITE },
];

/** Frozen: callers copy a preset (`{ ...preset }`) before changing it. */
export const SYSTEM_SHADOW_PRESETS: readonly Readonly<SystemShadowPreset>[] = Object.freeze(PRESETS.map((preset) => Object.freeze(preset)));

export function findSystemShadowPreset(id: string): Readonly<SystemShadowPreset> | undefined {
  return SYSTEM_SHADOW_PRESETS.find((preset) => preset.id === id);
}
