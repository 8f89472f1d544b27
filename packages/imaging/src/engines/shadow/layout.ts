/** Where the product goes on the canvas: from a preset (padding + zoom) or from a free placement. */
import type { Box } from './cutout';
import { resolveInsets, type ShadowPreset } from './types';

/** Integer canvas rectangle of the scaled product; it may reach outside the canvas (it is clipped). */
export type Placement = Box;

/**
 * Fits the product into the preset's padded area, scaled by zoom. front/isometric: the product
 * stands on the bottom edge of the padded area (the implied floor), centred horizontally; top: centred.
 */
export function layoutForPreset(preset: ShadowPreset, productWidth: number, productHeight: number): Placement {
  const { width, height } = preset.format;
  const unit = Math.min(width, height);
  const insets = resolveInsets(preset.padding);
  const areaLeft = insets.left * unit;
  const areaTop = insets.top * unit;
  const areaWidth = Math.max(1, width - (insets.left + insets.right) * unit);
  const areaHeight = Math.max(1, height - (insets.top + insets.bottom) * unit);
  const scale = Math.min(areaWidth / productWidth, areaHeight / productHeight) * preset.zoom;
  const placedWidth = Math.max(1, Math.round(productWidth * scale));
  const placedHeight = Math.max(1, Math.round(productHeight * scale));
  const left = Math.round(areaLeft + (areaWidth - placedWidth) / 2);
  const top = preset.angle === 'top' ? Math.round(areaTop + (areaHeight - placedHeight) / 2) : Math.round(areaTop + areaHeight) - placedHeight;
  return { left, top, width: placedWidth, height: placedHeight };
}

/**
 * Free placement (create-background): `x`, `y` are the product's centre as fractions of the canvas
 * (0..1); `scale` is its size relative to the canvas: 1 = the product just fits inside the canvas.
 */
export interface FreePlacement {
  x: number;
  y: number;
  scale: number;
}

export function layoutAtPoint(canvasWidth: number, canvasHeight: number, productWidth: number, productHeight: number, placement: FreePlacement): Placement {
  const scale = Math.min(canvasWidth / productWidth, canvasHeight / productHeight) * placement.scale;
  const placedWidth = Math.max(1, Math.round(productWidth * scale));
  const placedHeight = Math.max(1, Math.round(productHeight * scale));
  return {
    left: Math.round(placement.x * canvasWidth - placedWidth / 2),
    top: Math.round(placement.y * canvasHeight - placedHeight / 2),
    width: placedWidth,
    height: placedHeight,
  };
}
