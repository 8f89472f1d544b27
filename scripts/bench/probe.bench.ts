import sharp from 'sharp';
import { probeImage } from '../../packages/imaging/src/probe';
import { median, timeRuns, type Reporter } from './report';

/** Upload validation cost: header read plus a full decode check of a 2000x1500 JPEG. */
export default async function run(report: Reporter): Promise<void> {
  const jpeg = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .jpeg()
    .toBuffer();
  const runs = await timeRuns(() => probeImage(jpeg), 7);
  report.figure('probe 2000x1500 JPEG, median', median(runs), 'ms');
}
