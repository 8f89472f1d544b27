/**
 * A photographic "sweep" backdrop, procedurally: a paper roll curving from the wall into the
 * floor. The wall darkens slightly upwards, the bend is a smooth S-curve into a lighter floor,
 * a soft key-light pool brightens the middle and a gentle vignette closes the corners.
 */
import type { Raster } from '../../raster';
import { parseHexColour } from '../shadow/colour';
import { ditherAt } from './gradient';

export interface StudioSweep {
  /** Top of the wall, '#rrggbb'. */
  wall: string;
  /** Where wall meets floor (the bend), '#rrggbb'. */
  horizon: string;
  /** Front of the floor, '#rrggbb'. */
  floor: string;
  /** Height of the bend as a fraction of the canvas from the top (0..1). */
  horizonAt: number;
  /** Brightening of the light pool around the centre (0..1). */
  light: number;
  /** Darkening of the corners (0..1). */
  vignette: number;
}

const smoothstep = (edge0: number, edge1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

export function renderStudioSweep(width: number, height: number, sweep: StudioSweep): Raster {
  const wall = parseHexColour(sweep.wall);
  const horizon = parseHexColour(sweep.horizon);
  const floor = parseHexColour(sweep.floor);
  const bendWidth = 0.18;
  const rowColour = new Float32Array(height * 3);
  for (let y = 0; y < height; y++) {
    const v = (y + 0.5) / height;
    const wallMix = smoothstep(0, sweep.horizonAt, v);
    const floorMix = smoothstep(sweep.horizonAt - bendWidth / 2, Math.min(1, sweep.horizonAt + bendWidth), v);
    for (let c = 0; c < 3; c++) {
      const onWall = lerp(wall[c], horizon[c], wallMix);
      rowColour[y * 3 + c] = lerp(onWall, floor[c], floorMix);
    }
  }
  const data = new Uint8Array(width * height * 3);
  const aspect = width / height;
  for (let y = 0; y < height; y++) {
    const v = (y + 0.5) / height;
    for (let x = 0; x < width; x++) {
      const u = (x + 0.5) / width;
      // Distances in a square-ish frame so the pool stays round on wide and tall canvases.
      const px = (u - 0.5) * Math.min(1, aspect) * 2;
      const py = (v - sweep.horizonAt * 0.9) * Math.min(1, 1 / aspect) * 2;
      const pool = Math.exp(-(px * px + py * py) * 1.6) * sweep.light;
      const corner = Math.min(1, ((u - 0.5) ** 2 + (v - 0.5) ** 2) * 2);
      const shade = (1 + pool * 0.12) * (1 - sweep.vignette * 0.25 * corner * corner);
      const noise = ditherAt(x, y) - 0.5;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) data[o + c] = clampByte(rowColour[y * 3 + c] * shade + noise);
    }
  }
  return { width, height, channels: 3, data };
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const clampByte = (value: number) => Math.min(255, Math.max(0, Math.round(value)));

