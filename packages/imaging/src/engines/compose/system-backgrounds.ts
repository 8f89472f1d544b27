/**
 * Built-in backdrops for create-background, all procedural (no image files). Ids are stable
 * slugs; `nameKey` is the i18n key the web app translates; `name` is the English text.
 */
import type { Raster } from '../../raster';
import { renderStudioSweep, type StudioSweep } from './studio-sweep';

export interface SystemBackground {
  id: string;
  nameKey: string;
  name: string;
  sweep: StudioSweep;
}

const sweep = (wall: string, horizon: string, floor: string, light = 0.6, vignette = 0.5, horizonAt = 0.62): StudioSweep => ({ wall, horizon, floor, horizonAt, light, vignette });

export const SYSTEM_BACKGROUNDS: readonly SystemBackground[] = [
  { id: 'studio-white', nameKey: 'background.system.studioWhite', name: 'Studio white', sweep: sweep('#e9e9e9', '#f6f6f6', '#fdfdfd', 0.5, 0.35) },
  { id: 'studio-grey', nameKey: 'background.system.studioGrey', name: 'Studio grey', sweep: sweep('#9a9da2', '#c9cbce', '#dfe0e2', 0.8, 0.6) },
  { id: 'studio-charcoal', nameKey: 'background.system.studioCharcoal', name: 'Studio charcoal', sweep: sweep('#1f2124', '#3a3d42', '#4a4d52', 0.9, 0.7) },
  { id: 'warm-sand', nameKey: 'background.system.warmSand', name: 'Warm sand', sweep: sweep('#d9c4a6', '#ecdcc4', '#f4e9d8', 0.6, 0.5) },
  { id: 'pastel-pink', nameKey: 'background.system.pastelPink', name: 'Pastel pink', sweep: sweep('#f2c4cc', '#f8dbe0', '#fcebee', 0.5, 0.4) },
  { id: 'pastel-peach', nameKey: 'background.system.pastelPeach', name: 'Pastel peach', sweep: sweep('#f6c9a8', '#fbdcc4', '#fdeadb', 0.5, 0.4) },
  { id: 'pastel-mint', nameKey: 'background.system.pastelMint', name: 'Pastel mint', sweep: sweep('#b9e2d2', '#d3eee3', '#e6f6ef', 0.5, 0.4) },
  { id: 'pastel-blue', nameKey: 'background.system.pastelBlue', name: 'Pastel blue', sweep: sweep('#b8d2ee', '#d3e3f5', '#e6eff9', 0.5, 0.4) },
  { id: 'pastel-lavender', nameKey: 'background.system.pastelLavender', name: 'Pastel lavender', sweep: sweep('#d3c6ec', '#e3daf4', '#efeafa', 0.5, 0.4) },
  { id: 'pastel-lemon', nameKey: 'background.system.pastelLemon', name: 'Pastel lemon', sweep: sweep('#f3e6a6', '#f8efc4', '#fcf7de', 0.5, 0.4) },
];

export function findSystemBackground(id: string): SystemBackground | undefined {
  return SYSTEM_BACKGROUNDS.find((background) => background.id === id);
}

/** Renders a system backdrop at any size (RGB). Throws RangeError for an unknown id. */
export function renderSystemBackground(id: string, width: number, height: number): Raster {
  const background = findSystemBackground(id);
  if (!background) throw new RangeError(`Unknown system background: ${JSON.stringify(id)}`);
  return renderStudioSweep(width, height, background.sweep);
}
