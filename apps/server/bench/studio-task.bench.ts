import { generateParamsSchema } from '@vitrina/contracts';
import { loadavg } from 'node:os';
import { median, timeRuns, type Reporter } from '../../../scripts/bench/report';
import runGenerateTask from '../src/tools/generate/generate.task';
import { firstRunStages, productPhoto, taskContext, warmUpCutout } from './task-context';

/**
 * The generate task a user waits for, on a real photo with the built-in studio engine, end to end
 * as a worker runs it: decode, cut-out (ISNet quality), the product enlarged onto the scene (ESRGAN
 * past 1.25x), the scene, JPEG encoding. scripts/bench/studio.bench.ts times the same steps one by
 * one on two photos; its sum should match these figures. The first run pays for the enlargement; a
 * second run on the same photo finds it in the engine's cache.
 */
export default async function run(report: Reporter): Promise<void> {
  const bytes = await productPhoto();
  report.figure('warm-up of the cut-out model (not counted below)', (await warmUpCutout()).ms, 'ms');
  process.env.GENERATION_ENGINES ??= 'generate=studio';
  const task = (quantity: number, seed: number) =>
    runGenerateTask({ bytes, width: 1024, height: 1024, seed, params: generateParamsSchema.parse({ prompt: 'wooden table, warm light', style: 'natural', quantity }) }, taskContext());
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  await task(1, 1);
  const cpu = process.cpuUsage(cpuStart);
  report.figure('generate task (studio), coffee photo 600x400 -> cut-out -> 1024x1024 JPEG, first run', performance.now() - start, 'ms');
  report.figure('  its CPU time (all threads)', (cpu.user + cpu.system) / 1000, 'ms');
  report.note(`load average (1, 5, 15 min) after the first run: ${loadavg().map((value) => value.toFixed(1)).join(', ')}`);
  report.figure('generate task, same photo again (enlargement cached), median of 3', median(await timeRuns(() => task(1, 2), 3, 0)), 'ms');
  report.figure('generate task, batch of 4, same photo, one run', median(await timeRuns(() => task(4, 3), 1, 0)), 'ms');
  report.note('where the first run goes, stage by stage on the same photo (the rest is layout, scene and encoding):');
  for (const stage of await firstRunStages(bytes)) report.figure(`  ${stage.name}: CPU`, stage.cpuMs, 'ms');
}
