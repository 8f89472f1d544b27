/**
 * Tests that run ISNet with the model production uses (`quality`: every server tool asks for it;
 * a few seconds per image on a 2-core CPU). Kept in one file so that one worker loads the
 * session once.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkBackgroundRemovalEngine, predictAlpha, removeBackground } from '../../src/engines/background-removal';
import type { Raster } from '../../src/raster';
import { buildComposite, compositeName, compositesOf, PHOTOS_DIR } from '../real-photos/composite';
import { CROSS_COMPOSITES } from '../real-photos/photo-set';
import { scoreCutout } from '../real-photos/cutout-scores';
import { buildScene, scoreAlpha, TEST_SET } from './scenes';
import { circle, coverage, roundedBox, union, valueNoise } from './shapes';

describe('background removal engine', () => {
  it('reports itself ready when the model package is installed', () => {
    expect(checkBackgroundRemovalEngine()).toEqual({ id: 'isnet', tools: ['remove-background'], kind: 'neural', ready: true });
  });

  // The targets are mean IoU >= 0.985 and worst >= 0.95; the engine does not meet them
  // yet (2026-11-26: mean 0.955, worst 0.810 — the stethoscope's earpiece loop is still partly
  // filled where the gravel's dark crevices match the tubing, a cement mixer's wheel and a toy's
  // arm are lost by the network, the candle's transparent lower flame is shown opaque). Each
  // image has its own floor: what it reaches today less 0.005, so a regression on any single
  // photo fails. The code before the thin-part promotion and the graph cut's outline colour
  // model fails the drum (0.959 < 0.965) and stethoscope (0.770 < 0.804) floors; the code before
  // the floating-speckle step (enclosed-doubt.ts) fails the stethoscope's (0.796 < 0.804); the
  // code before the weak-blob step (weak-blobs.ts) fails the drum's (0.9701 < 0.968); the code
  // before the smooth-gap step (smooth-gaps.ts) fails the cement mixer's (0.9031 < 0.939); the
  // code before the smooth runs outside the closing (outer-smooth-runs.ts: its second wheel)
  // fails the cement mixer's (0.9441 < 0.967; mean of the 16 then 0.9579, now 0.9597); the
  // code before the colour-gap step (colour-gaps.ts) fails the wooden toy's (0.9603 < 0.978;
  // mean of the 16 with both steps 0.9612, floor 0.958).
  const REAL_PHOTO_FLOORS: Record<string, number> = {
    'strawberry-on-coffee-table': 0.984,
    'cherries-on-rocket-tower': 0.988,
    'lightbulb-on-brick': 0.992,
    'cement-mixer-on-grass': 0.967,
    'wooden-toy-on-coffee-table': 0.978,
    'drum-on-brick': 0.968,
    'mince-pie-on-rocket-tower': 0.989,
    'spade-on-grass': 0.975,
    'gas-bottle-on-cat-backdrop': 0.987,
    'trumpet-on-flag-backdrop': 0.915,
    'stethoscope-on-gravel': 0.804,
    'ginger-on-cat-backdrop': 0.989,
    'toilet-on-flag-backdrop': 0.992,
    'avocado-on-gravel': 0.988,
    'candle-on-flag-backdrop': 0.816,
    'guitar-on-cat-backdrop': 0.957,
  };
  const REAL_PHOTO_MEAN_FLOOR = 0.958;

  it('cuts real product photos out of real photographs, per image and in the worst case (npm run eval set)', async () => {
    const rows: string[] = [];
    const ious: number[] = [];
    const misses: string[] = [];
    for (const spec of compositesOf()) {
      const composite = await buildComposite(spec);
      const cutout = await removeBackground(composite.image, { model: 'quality', output: 'cutout' });
      const { iou, rimError } = scoreCutout(composite, cutout);
      ious.push(iou);
      const floor = REAL_PHOTO_FLOORS[composite.name];
      if (floor === undefined || iou < floor) misses.push(`${composite.name} ${iou.toFixed(4)} < ${floor}`);
      rows.push(`  ${composite.name.padEnd(28)} ${composite.part.padEnd(8)} IoU ${iou.toFixed(4)}  rim ${rimError.toFixed(1)}`);
    }
    const mean = ious.reduce((a, b) => a + b, 0) / ious.length;
    const worst = Math.min(...ious);
    console.log(`ISNet quality on ${ious.length} real-photo composites:\n${rows.join('\n')}\n  mean IoU ${mean.toFixed(4)} (target 0.985), worst ${worst.toFixed(4)} (target 0.95)`);
    expect(misses).toEqual([]);
    expect(mean).toBeGreaterThanOrEqual(REAL_PHOTO_MEAN_FLOOR);
  }, 900_000);

  // Cross-set composites (tuning products over other tuning backgrounds) whose background runs
  // out of the frame: the code before border-regions.ts and the thin-part border rule scores the
  // spade on the rocket tower 0.4507 (the tower's lattice kept) and the cement mixer there 0.9751
  // (a tower beam traced as a leg); 2026-11-27: 0.9905 and 0.9855, floors 0.005 below.
  const CROSS_FLOORS: Record<string, number> = {
    'spade-on-rocket-tower': 0.985,
    'cement-mixer-on-rocket-tower': 0.98,
  };

  it('drops background structure running out of the frame (cross-set composites)', async () => {
    const misses: string[] = [];
    for (const spec of CROSS_COMPOSITES.filter((cross) => compositeName(cross) in CROSS_FLOORS)) {
      const composite = await buildComposite(spec);
      const cutout = await removeBackground(composite.image, { model: 'quality', output: 'cutout' });
      const { iou } = scoreCutout(composite, cutout);
      if (iou < CROSS_FLOORS[composite.name]) misses.push(`${composite.name} ${iou.toFixed(4)} < ${CROSS_FLOORS[composite.name]}`);
    }
    expect(misses).toEqual([]);
  }, 300_000);

  it('keeps a subject standing on the bottom edge when a smaller confident region lies inside the frame', async () => {
    // The launch photo (rocket.jpg): rocket and towers stand on the bottom edge, a lamp's glow
    // lies inside the frame. The first out-of-frame rule (border-regions.ts) dropped everything
    // touching the border, the rocket with it (0 of its body's pixels kept; 2026-11-27).
    const { data, info } = await sharp(join(PHOTOS_DIR, 'rocket.jpg')).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const cutout = await removeBackground({ width: info.width, height: info.height, channels: 3, data: new Uint8Array(data) }, { model: 'quality', output: 'cutout' });
    let kept = 0;
    let total = 0;
    // The rocket's body: columns 316-331, rows 150-389 of the 640x427 photo.
    for (let y = 150; y < 390; y++) {
      for (let x = 316; x < 332; x++) {
        total++;
        if (cutout.data[(y * cutout.width + x) * 4 + 3] > 128) kept++;
      }
    }
    expect(kept / total).toBeGreaterThan(0.9);
  }, 300_000);

  it('separates synthetic products from real textures and photos (every scene IoU >= 0.93, mean >= 0.97)', async () => {
    const rows: string[] = [];
    let iouSum = 0;
    let maeSum = 0;
    let worstIou = 1;
    for (const spec of TEST_SET) {
      const scene = await buildScene(spec);
      const mask = await predictAlpha(scene.image, 'quality');
      expect(mask).toMatchObject({ width: scene.image.width, height: scene.image.height, channels: 1 });
      const { iou, mae } = scoreAlpha(scene.alpha, mask.data);
      iouSum += iou;
      maeSum += mae;
      worstIou = Math.min(worstIou, iou);
      rows.push(`  ${scene.name.padEnd(26)} IoU ${iou.toFixed(4)}  MAE ${mae.toFixed(4)}`);
    }
    const meanIou = iouSum / TEST_SET.length;
    const meanMae = maeSum / TEST_SET.length;
    console.log(`ISNet quality on ${TEST_SET.length} scenes:\n${rows.join('\n')}\n  mean IoU ${meanIou.toFixed(4)}, worst ${worstIou.toFixed(4)}, mean MAE ${meanMae.toFixed(4)}`);
    // The plush toy's hair-like strands score 0.947 with the quality model today.
    expect(worstIou).toBeGreaterThanOrEqual(0.93);
    expect(meanIou).toBeGreaterThanOrEqual(0.97);
    expect(meanMae).toBeLessThanOrEqual(0.015);
    // Generous: ~20 s on an idle 2-core machine, much more when other jobs share the CPU.
  }, 600_000);

  it('leaves no red fringe on a white object cut from a saturated red background', async () => {
    const { image, alpha } = whiteObjectOnRed(640, 480);
    const cutout = await removeBackground(image, { model: 'quality', output: 'cutout' });
    expect(cutout).toMatchObject({ width: 640, height: 480, channels: 4 });
    // Edge pixels: visible in the cut-out and within 4 px of the true boundary.
    const nearEdge = edgeBand(alpha, 640, 480, 4);
    const tints: number[] = [];
    const naiveTints: number[] = [];
    for (let i = 0; i < nearEdge.length; i++) {
      if (!nearEdge[i] || cutout.data[i * 4 + 3] <= 0.1 * 255) continue;
      const o = i * 4;
      tints.push(cutout.data[o] - (cutout.data[o + 1] + cutout.data[o + 2]) / 2);
      naiveTints.push(image.data[i * 3] - (image.data[i * 3 + 1] + image.data[i * 3 + 2]) / 2);
    }
    tints.sort((a, b) => a - b);
    naiveTints.sort((a, b) => a - b);
    const p99 = tints[Math.floor(tints.length * 0.99)];
    const naiveP99 = naiveTints[Math.floor(naiveTints.length * 0.99)];
    const mean = tints.reduce((a, b) => a + b, 0) / tints.length;
    console.log(`halo: ${tints.length} edge pixels, red tint mean ${mean.toFixed(1)}, p99 ${p99.toFixed(1)} (without decontamination p99 ${naiveP99.toFixed(1)})`);
    expect(tints.length).toBeGreaterThan(500);
    expect(naiveP99).toBeGreaterThan(60);
    expect(p99).toBeLessThan(15);
    expect(mean).toBeLessThan(5);
  }, 300_000);

  it('crops to the subject and flattens it on a colour', async () => {
    const { image } = whiteObjectOnRed(640, 480);
    const result = await removeBackground(image, { model: 'quality', output: 'color', background: '#0080ff', crop: { marginPercent: 10 } });
    // The object spans about 0.5 x 0.6 of the short side; with a 10 % margin the crop is well inside the image.
    expect(result.channels).toBe(3);
    expect(result.width).toBeGreaterThan(250);
    expect(result.width).toBeLessThan(420);
    expect(result.height).toBeGreaterThan(250);
    expect(result.height).toBeLessThan(400);
    const corner = Array.from(result.data.subarray(0, 3));
    expect(corner).toEqual([0, 128, 255]);
    const centre = ((result.height >> 1) * result.width + (result.width >> 1)) * 3;
    expect(Math.min(...result.data.subarray(centre, centre + 3))).toBeGreaterThan(200);
  }, 300_000);

  it('rejects a bad colour and honours an aborted signal before any work', async () => {
    const tiny: Raster = { width: 8, height: 8, channels: 3, data: new Uint8Array(192) };
    await expect(removeBackground(tiny, { model: 'fast', output: 'color', background: 'blue' })).rejects.toThrow(RangeError);
    const controller = new AbortController();
    controller.abort();
    await expect(removeBackground(tiny, { model: 'fast', output: 'mask' }, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

/** A shaded white container (body and lid) on a noisy saturated red, with its exact alpha. */
function whiteObjectOnRed(width: number, height: number): { image: Raster; alpha: Float32Array } {
  const s = Math.min(width, height);
  const cx = width / 2;
  const cy = height / 2;
  const shape = union(roundedBox(cx, cy + 0.05 * s, 0.22 * s, 0.25 * s, 0.06 * s), circle(cx, cy - 0.2 * s, 0.12 * s));
  const data = new Uint8Array(width * height * 3);
  const alpha = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = coverage(shape(x + 0.5, y + 0.5), 1.5);
      const white = 255 * (0.88 + 0.1 * Math.cos(((x - cx) / (0.25 * s)) * 1.2));
      const noise = valueNoise(x, y, 6, 3) * 30;
      const bg = [205 + noise, 15 + noise / 3, 20 + noise / 3];
      alpha[i] = a;
      for (let c = 0; c < 3; c++) data[i * 3 + c] = Math.round(a * white + (1 - a) * bg[c]);
    }
  }
  return { image: { width, height, channels: 3, data }, alpha };
}

/** Pixels within `radius` of the true boundary (where alpha changes). */
function edgeBand(alpha: Float32Array, width: number, height: number, radius: number): Uint8Array {
  const band = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const a = alpha[y * width + x];
      if (a <= 0 || a >= 1) continue;
      for (let v = Math.max(0, y - radius); v <= Math.min(height - 1, y + radius); v++) {
        for (let u = Math.max(0, x - radius); u <= Math.min(width - 1, x + radius); u++) band[v * width + u] = 1;
      }
    }
  }
  return band;
}
