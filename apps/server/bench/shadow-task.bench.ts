import { createBackgroundParamsSchema, shadowParamsSchema } from '@vitrina/contracts';
import { loadavg } from 'node:os';
import { median, timeRuns, type Reporter } from '../../../scripts/bench/report';
import runCreateBackgroundTask from '../src/tools/create-background/create-background.task';
import runShadowTask from '../src/tools/shadow/shadow.task';
import { firstRunStages, productPhoto, taskContext, warmUpCutout } from './task-context';

/**
 * The tasks a user waits for, on a real photo: decode, cut-out (ISNet quality, as the tool runs
 * it), the product enlarged onto the format (ESRGAN past 1.25x), shadow, encode. The first run
 * pays for the enlargement; later runs of the same photo find it in the engine's cache (as a second
 * preset on the same photo does), so both are reported.
 */
export default async function run(report: Reporter): Promise<void> {
  const bytes = await productPhoto();
  report.figure('warm-up of the cut-out model (not counted below)', (await warmUpCutout()).ms, 'ms');
  const shadowParams = shadowParamsSchema.parse({});
  const preset = { format: { width: 2000, height: 2000 }, padding: 0.1, angle: 'front' as const, zoom: 0.9, background: '#ffffff' };
  const shadowTask = () => runShadowTask({ bytes, preset, controls: shadowParams.controls, format: 'jpg' }, taskContext());
  const firstStart = performance.now();
  const cpuStart = process.cpuUsage();
  await shadowTask();
  const cpu = process.cpuUsage(cpuStart);
  report.figure('shadow task, coffee photo 600x400 -> cut-out -> 2000x2000 JPEG, first run', performance.now() - firstStart, 'ms');
  report.figure('  its CPU time (all threads)', (cpu.user + cpu.system) / 1000, 'ms');
  report.note(`load average (1, 5, 15 min) after the first run: ${loadavg().map((value) => value.toFixed(1)).join(', ')}`);
  report.figure('shadow task, same photo again (enlargement cached), median of 3', median(await timeRuns(shadowTask, 3, 0)), 'ms');
  const params = createBackgroundParamsSchema.parse({ background: { type: 'linear', angle: 180, stops: [{ offset: 0, color: '#f4f1ec' }, { offset: 1, color: '#cfc7bb' }] } });
  const createTask = () => runCreateBackgroundTask({ bytes, backgroundBytes: null, width: 2000, height: 2000, params }, taskContext());
  report.figure('create-background task, same photo, gradient 2000x2000, median of 3', median(await timeRuns(createTask, 3, 0)), 'ms');
  report.note('where the first run goes, stage by stage on the same photo (the rest is layout, scene and encoding):');
  for (const stage of await firstRunStages(bytes)) report.figure(`  ${stage.name}: CPU`, stage.cpuMs, 'ms');
}
