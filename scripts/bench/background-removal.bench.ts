/**
 * Background removal (ISNet) on a 1024x1024 JPEG product photo: end to end (JPEG bytes in,
 * cut-out PNG bytes out) against the bare network time measured in the same runs, peak memory,
 * and alpha quality on the synthetic test set, for each model. Each model runs in its own child
 * process so that its peak RSS is its own.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bareInference, modelInputFromRaster, predictAlpha, removeBackground, type IsnetModel } from '../../packages/imaging/src/engines/background-removal';
import { decodeRaster, encodeRaster } from '../../packages/imaging/src/raster';
import { buildScene, QUALITY_SET, scoreAlpha } from '../../packages/imaging/test/background-removal/scenes';
import { median, peakRssMb, percentile, type Reporter } from './report';

const RUNS = 7;
const thisFile = fileURLToPath(import.meta.url);

interface ModelFigures {
  endToEndMedian: number;
  endToEndP95: number;
  bareMedian: number;
  bareP95: number;
  firstCallMs: number;
  peakRssMb: number;
  pngBytes: number;
  meanIou: number;
  meanMae: number;
  scenes: number;
}

async function photoJpeg(): Promise<Buffer> {
  const scene = await buildScene({ product: 'bottle', background: 'bgr-launchpad', width: 1024, height: 1024 });
  return encodeRaster(scene.image, 'jpg', { quality: 90 });
}

async function measure(model: IsnetModel): Promise<ModelFigures> {
  const jpeg = await photoJpeg();
  const endToEnd = async () => {
    const raster = await decodeRaster(jpeg);
    const cutout = await removeBackground(raster, { model, output: 'cutout' });
    return encodeRaster(cutout, 'png');
  };
  const firstStart = performance.now();
  const firstPng = await endToEnd(); // includes loading the session
  const firstCallMs = performance.now() - firstStart;
  const planes = await modelInputFromRaster(await decodeRaster(jpeg));
  await bareInference(planes, model);
  // Interleaved so that both see the same machine load.
  const bare: number[] = [];
  const whole: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let start = performance.now();
    await bareInference(planes, model);
    bare.push(performance.now() - start);
    start = performance.now();
    await endToEnd();
    whole.push(performance.now() - start);
  }
  bare.sort((a, b) => a - b);
  whole.sort((a, b) => a - b);
  const peak = peakRssMb();

  let iouSum = 0;
  let maeSum = 0;
  for (const spec of QUALITY_SET) {
    const scene = await buildScene(spec);
    const mask = await predictAlpha(scene.image, model);
    const scores = scoreAlpha(scene.alpha, mask.data);
    iouSum += scores.iou;
    maeSum += scores.mae;
  }
  return {
    endToEndMedian: median(whole),
    endToEndP95: percentile(whole, 95),
    bareMedian: median(bare),
    bareP95: percentile(bare, 95),
    firstCallMs,
    peakRssMb: peak,
    pngBytes: firstPng.length,
    meanIou: iouSum / QUALITY_SET.length,
    meanMae: maeSum / QUALITY_SET.length,
    scenes: QUALITY_SET.length,
  };
}

export default async function run(report: Reporter): Promise<void> {
  for (const model of ['fast', 'quality'] as const) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', thisFile, model], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 20 });
    const line = child.stdout.split('\n').find((text) => text.startsWith('RESULT '));
    if (child.status !== 0 || !line) throw new Error(`background-removal bench for ${model} failed (exit ${child.status})`);
    const figures = JSON.parse(line.slice('RESULT '.length)) as ModelFigures;
    const ratio = figures.endToEndMedian / figures.bareMedian;
    report.note(`model ${model}: 1024x1024 JPEG -> cut-out PNG, ${RUNS} runs interleaved with bare inference`);
    report.figure(`${model}: end to end, median`, figures.endToEndMedian, 'ms');
    report.figure(`${model}: end to end, p95`, figures.endToEndP95, 'ms');
    report.figure(`${model}: bare inference, median`, figures.bareMedian, 'ms');
    report.figure(`${model}: bare inference, p95`, figures.bareP95, 'ms');
    report.figure(`${model}: end to end / bare inference (medians)`, ratio, 'x', { max: 1.25 });
    report.figure(`${model}: first call (session load + run)`, figures.firstCallMs, 'ms');
    report.figure(`${model}: peak RSS`, figures.peakRssMb, 'MB', { max: 1500 });
    report.figure(`${model}: mean IoU (alpha>0.5), ${figures.scenes} synthetic scenes`, figures.meanIou, '', { min: 0.95 });
    report.figure(`${model}: mean absolute alpha error`, figures.meanMae, '');
  }
}

// Child mode: `node --import tsx background-removal.bench.ts <model>` measures one model.
if (process.argv[1] === thisFile && (process.argv[2] === 'fast' || process.argv[2] === 'quality')) {
  const figures = await measure(process.argv[2]);
  console.log(`RESULT ${JSON.stringify(figures)}`);
}
