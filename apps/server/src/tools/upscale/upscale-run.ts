/**
 * How an upscale job runs: with more than one pool thread and an image tall enough, the input is
 * cut into overlapping bands that run through the network on separate threads at once (each with
 * its share of the cores), then one task blends them, adds alpha and the exact size, and encodes.
 * Otherwise one task does it all. Progress is reported per network tile from every band, so the
 * job's progress moves steadily and the page can tell the time left from it.
 */
import { availableParallelism } from 'node:os';
import type { UpscaleParams } from '@vitrina/contracts';
import { planBands, planUpscale, type UpscalePlan } from '@vitrina/imaging';
import { taskRef } from '../../workers/task';
import type { RunOptions, WorkerPool } from '../../workers/worker-pool';
import type * as UpscaleAssembleTask from './upscale-assemble.task';
import type * as UpscaleBandTask from './upscale-band.task';
import type * as UpscaleTask from './upscale.task';

const upscaleTask = taskRef<typeof UpscaleTask>(new URL('./upscale.task.ts', import.meta.url));
const upscaleBandTask = taskRef<typeof UpscaleBandTask>(new URL('./upscale-band.task.ts', import.meta.url));
const upscaleAssembleTask = taskRef<typeof UpscaleAssembleTask>(new URL('./upscale-assemble.task.ts', import.meta.url));

/** Share of the progress the bands take; blending, alpha, exact size and encoding the rest. */
const BANDS_SHARE = 0.93;

export interface UpscaleJobInput {
  bytes: Uint8Array;
  hasAlpha: boolean;
  width: number;
  height: number;
  params: UpscaleParams;
}

export function upscaleSize(params: UpscaleParams): { scale: 2 | 3 | 4 | 8 } | { width: number } | { height: number } {
  return params.width !== undefined ? { width: params.width } : params.height !== undefined ? { height: params.height } : { scale: params.scale ?? 4 };
}

export async function runUpscale(
  pool: Pick<WorkerPool, 'run' | 'size'>,
  input: UpscaleJobInput,
  options: Pick<RunOptions, 'signal' | 'onProgress'> & { bands?: number } = {},
): Promise<{ bytes: Uint8Array; width: number; height: number; bands: number }> {
  const plan = planUpscale(input.width, input.height, { model: input.params.model, ...upscaleSize(input.params) });
  const bands = plan.neuralScale === null ? [] : planBands(input.height, options.bands ?? pool.size);
  if (bands.length <= 1) {
    const output = await pool.run(upscaleTask, { bytes: input.bytes, hasAlpha: input.hasAlpha, params: input.params }, options);
    return { ...output, bands: 1 };
  }
  return runInBands(pool, input, plan as UpscalePlan & { neuralScale: NonNullable<UpscalePlan['neuralScale']> }, bands, options);
}

async function runInBands(
  pool: Pick<WorkerPool, 'run'>,
  input: UpscaleJobInput,
  plan: UpscalePlan & { neuralScale: NonNullable<UpscalePlan['neuralScale']> },
  bands: { start: number; size: number }[],
  options: Pick<RunOptions, 'signal' | 'onProgress'>,
): Promise<{ bytes: Uint8Array; width: number; height: number; bands: number }> {
  const threads = Math.max(1, Math.floor(availableParallelism() / bands.length));
  const rows = bands.reduce((sum, band) => sum + band.size, 0);
  const fractions = bands.map(() => 0);
  const report = () => options.onProgress?.((BANDS_SHARE * bands.reduce((sum, band, index) => sum + band.size * (fractions[index] ?? 0), 0)) / rows);
  const results = await Promise.all(
    bands.map((band, index) =>
      pool.run(
        upscaleBandTask,
        { bytes: input.bytes, hasAlpha: input.hasAlpha, model: plan.model, scale: plan.neuralScale, band, threads },
        {
          signal: options.signal,
          onProgress: (fraction) => {
            fractions[index] = fraction;
            report();
          },
        },
      ),
    ),
  );
  const output = await pool.run(
    upscaleAssembleTask,
    { bytes: input.bytes, hasAlpha: input.hasAlpha, bands, results, scale: plan.neuralScale, width: plan.width, height: plan.height, format: input.params.format },
    { signal: options.signal, onProgress: (fraction) => options.onProgress?.(BANDS_SHARE + (1 - BANDS_SHARE) * fraction) },
  );
  return { ...output, bands: bands.length };
}
