/**
 * Warms a thread for background removal: loads the network and runs it once, then runs every step
 * after it a few times on a synthetic photo and map. The steps after the network are plain
 * JavaScript over 1024x1024 planes: in a fresh thread their first few runs take 2-3x their steady
 * time (V8 compiles the loops in tiers; the allocator and the garbage collector size their pools),
 * which a server would otherwise charge to its first cut-outs after a start.
 */
import { decodeRaster, encodeRaster, type Raster } from '../../raster';
import { bareInference, modelInputFromRaster } from './inference';
import type { IsnetModel } from './model-files';
import { matteFromProbability, outputFromMatte } from './remove-background';
import { MODEL_SIDE } from './session';

/** Rounds of the steps after the network; in a fresh thread the 4th is about at steady speed. */
const ROUNDS = 4;
const SIDE = 1024;

/** A product-like photo: a two-tone ellipse with an antialiased outline over a textured gradient. */
function syntheticPhoto(): Raster {
  const data = new Uint8Array(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const o = (y * SIDE + x) * 3;
      const texture = ((x * 7919 + y * 104_729) % 61) - 30;
      const inside = subjectCoverage(x + 0.5, y + 0.5, SIDE);
      const background = [90 + (x >> 3) + texture, 140 + texture, 60 + (y >> 3)];
      const subject = y < SIDE / 2 ? [230, 40, 40] : [240, 240, 235];
      for (let c = 0; c < 3; c++) data[o + c] = Math.max(0, Math.min(255, Math.round(inside * subject[c] + (1 - inside) * background[c])));
    }
  }
  return { width: SIDE, height: SIDE, channels: 3, data };
}

/** Share of the subject (0..1) at a point of a `side` x `side` frame: an ellipse with a 3 px ramp. */
function subjectCoverage(x: number, y: number, side: number): number {
  const dx = (x - side / 2) / (side * 0.2);
  const dy = (y - side / 2) / (side * 0.3);
  const distance = (Math.sqrt(dx * dx + dy * dy) - 1) * side * 0.2;
  return Math.max(0, Math.min(1, 0.5 - distance / 3));
}

/**
 * The network's kind of map for that photo: certain inside, a soft falloff, a less certain patch
 * inside (the colour check's band), a faint flat patch beside it and a small stray blob.
 */
function syntheticProbability(): Float32Array {
  const map = new Float32Array(MODEL_SIDE * MODEL_SIDE);
  for (let y = 0; y < MODEL_SIDE; y++) {
    for (let x = 0; x < MODEL_SIDE; x++) {
      let p = subjectCoverage(x + 0.5, y + 0.5, MODEL_SIDE);
      if (p > 0.99 && Math.abs(x - 512) < 40 && Math.abs(y - 600) < 40) p = 0.93;
      if (Math.abs(x - 240) < 30 && Math.abs(y - 500) < 30) p = 0.3;
      if (Math.abs(x - 950) < 6 && Math.abs(y - 80) < 6) p = 0.9;
      map[y * MODEL_SIDE + x] = p;
    }
  }
  return map;
}

/** Returns how long it took (ms). */
export async function warmUpBackgroundRemoval(model: IsnetModel, rounds = ROUNDS): Promise<number> {
  const started = performance.now();
  const photo = await decodeRaster(await encodeRaster(syntheticPhoto(), 'jpg', { quality: 90 }), 3);
  const planes = await modelInputFromRaster(photo);
  await bareInference(planes, model);
  const map = syntheticProbability();
  for (let round = 0; round < rounds; round++) {
    const matte = await matteFromProbability(photo, planes, Float32Array.from(map));
    await encodeRaster(outputFromMatte(photo, matte, 'cutout').result, 'png');
  }
  return performance.now() - started;
}
