/**
 * Final compositing at full resolution, bottom to top: background, shadow (black at the shadow's
 * density), floor reflection, product. Everything is blended premultiplied ("over"), so
 * semi-transparent edges never pick up dark fringes and a transparent background keeps the
 * shadow as partial alpha: laying the transparent result over a colour gives the same pixels
 * as rendering on that colour.
 */
import type { Raster } from '../../raster';
import type { Rgb } from './colour';
import type { Placement } from './layout';
import type { Plane } from './plane';

export type SceneBackground = { kind: 'colour'; rgb: Rgb } | { kind: 'transparent' } | { kind: 'raster'; raster: Raster };

export interface SceneReflection {
  opacity: number;
  /** Rows over which the reflection fades to nothing (canvas pixels). */
  length: number;
  /** Per product column, the canvas row the mirror line sits at (the product's base there). */
  mirrorRows: Int32Array;
}

export interface Scene {
  width: number;
  height: number;
  background: SceneBackground;
  /** RGBA product already scaled to placement.width x placement.height. */
  product: Raster;
  placement: Placement;
  /** Shadow density on the work plane, which maps to the canvas by `shadowScale`. */
  shadow: Plane | null;
  shadowScale: number;
  reflection: SceneReflection | null;
}

/** RGB when the background is opaque, RGBA otherwise. */
export function compositeScene(scene: Scene): Raster {
  const { width, height, background, product, placement, shadow, reflection } = scene;
  const opaque = background.kind === 'colour' || (background.kind === 'raster' && background.raster.channels === 3);
  const channels = opaque ? 3 : 4;
  const out = new Uint8Array(width * height * channels);
  const sampler = shadow ? planeSampler(shadow, scene.shadowScale, width) : null;
  const shadowRow = new Float32Array(width);
  // One row at a time, premultiplied: colour 0..255 scaled by alpha, alpha 0..1.
  const row = new Float32Array(width * 4);
  const px = product.data;
  // Columns of the product that are on the canvas.
  const firstColumn = Math.max(0, placement.left);
  const endColumn = Math.min(width, placement.left + placement.width);

  for (let y = 0; y < height; y++) {
    fillBackgroundRow(row, background, y, width);
    if (sampler && sampler.fillRow(y, shadowRow)) {
      for (let x = 0, i = 0; x < width; x++, i += 4) {
        const d = shadowRow[x];
        if (d <= 0) continue;
        const keep = 1 - d;
        row[i] = row[i] * keep;
        row[i + 1] = row[i + 1] * keep;
        row[i + 2] = row[i + 2] * keep;
        row[i + 3] = d + row[i + 3] * keep;
      }
    }
    if (reflection) {
      for (let x = firstColumn; x < endColumn; x++) {
        const column = x - placement.left;
        const mirror = reflection.mirrorRows[column];
        const depth = y - mirror;
        if (depth < 0 || depth >= reflection.length) continue;
        const sourceRow = mirror - 1 - depth - placement.top;
        if (sourceRow < 0 || sourceRow >= placement.height) continue;
        const fade = 1 - depth / reflection.length;
        const from = (sourceRow * placement.width + column) * 4;
        overPixel(row, x * 4, px, from, (px[from + 3] / 255) * reflection.opacity * fade * fade);
      }
    }
    const productRow = y - placement.top;
    if (productRow >= 0 && productRow < placement.height) {
      for (let x = firstColumn; x < endColumn; x++) {
        const from = (productRow * placement.width + x - placement.left) * 4;
        const alpha = px[from + 3];
        if (alpha !== 0) overPixel(row, x * 4, px, from, alpha / 255);
      }
    }
    writeRow(row, out, y * width * channels, width, opaque);
  }
  return { width, height, channels, data: out };
}

/** Straight-alpha source pixel `from` of `source` over the premultiplied row pixel at `i`, with coverage `alpha`. */
function overPixel(row: Float32Array, i: number, source: Uint8Array, from: number, alpha: number): void {
  if (alpha <= 0) return;
  const keep = 1 - alpha;
  row[i] = source[from] * alpha + row[i] * keep;
  row[i + 1] = source[from + 1] * alpha + row[i + 1] * keep;
  row[i + 2] = source[from + 2] * alpha + row[i + 2] * keep;
  row[i + 3] = alpha + row[i + 3] * keep;
}

function fillBackgroundRow(row: Float32Array, background: SceneBackground, y: number, width: number): void {
  switch (background.kind) {
    case 'transparent':
      row.fill(0);
      return;
    case 'colour': {
      const [r, g, b] = background.rgb;
      for (let i = 0; i < row.length; i += 4) {
        row[i] = r;
        row[i + 1] = g;
        row[i + 2] = b;
        row[i + 3] = 1;
      }
      return;
    }
    case 'raster': {
      const { data, channels } = background.raster;
      for (let x = 0, i = 0, from = y * width * channels; x < width; x++, i += 4, from += channels) {
        const alpha = channels === 4 ? data[from + 3] / 255 : 1;
        row[i] = data[from] * alpha;
        row[i + 1] = data[from + 1] * alpha;
        row[i + 2] = data[from + 2] * alpha;
        row[i + 3] = alpha;
      }
      return;
    }
  }
}

/** Rounds to bytes (values are within 0..255, so +0.5 and truncation is rounding); un-premultiplies RGBA. */
function writeRow(row: Float32Array, out: Uint8Array, offset: number, width: number, opaque: boolean): void {
  if (opaque) {
    for (let x = 0, i = 0, o = offset; x < width; x++, i += 4, o += 3) {
      out[o] = row[i] + 0.5;
      out[o + 1] = row[i + 1] + 0.5;
      out[o + 2] = row[i + 2] + 0.5;
    }
    return;
  }
  for (let x = 0, i = 0, o = offset; x < width; x++, i += 4, o += 4) {
    const alpha = row[i + 3];
    if (alpha <= 0) continue;
    out[o] = Math.min(255, row[i] / alpha + 0.5);
    out[o + 1] = Math.min(255, row[i + 1] / alpha + 0.5);
    out[o + 2] = Math.min(255, row[i + 2] / alpha + 0.5);
    out[o + 3] = alpha * 255 + 0.5;
  }
}

/** Bilinear upsampling of a work plane to canvas rows, with the column weights computed once. */
function planeSampler(plane: Plane, scale: number, width: number) {
  const x0 = new Int32Array(width);
  const fx = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const position = Math.min(plane.width - 1, Math.max(0, (x + 0.5) * scale - 0.5));
    x0[x] = Math.min(plane.width - 2, Math.floor(position));
    fx[x] = position - x0[x];
  }
  const singleColumn = plane.width === 1;
  const rowHasShadow = new Uint8Array(plane.height);
  for (let y = 0; y < plane.height; y++) {
    for (let x = 0, i = y * plane.width; x < plane.width; x++, i++) {
      if (plane.data[i] > 0) {
        rowHasShadow[y] = 1;
        break;
      }
    }
  }
  return {
    /** Fills `row` for canvas row y; false when the whole row is free of shadow. */
    fillRow(y: number, row: Float32Array): boolean {
      const position = Math.min(plane.height - 1, Math.max(0, (y + 0.5) * scale - 0.5));
      const y0 = Math.min(Math.max(0, plane.height - 2), Math.floor(position));
      const y1 = Math.min(plane.height - 1, y0 + 1);
      const fy = position - y0;
      const top = y0 * plane.width;
      const bottom = y1 * plane.width;
      const data = plane.data;
      if (!rowHasShadow[y0] && !rowHasShadow[y1]) return false;
      for (let x = 0; x < width; x++) {
        if (singleColumn) {
          row[x] = data[top] * (1 - fy) + data[bottom] * fy;
          continue;
        }
        const c = x0[x];
        const f = fx[x];
        const upper = data[top + c] * (1 - f) + data[top + c + 1] * f;
        const lower = data[bottom + c] * (1 - f) + data[bottom + c + 1] * f;
        row[x] = Math.min(1, upper * (1 - fy) + lower * fy);
      }
      return true;
    },
  };
}
