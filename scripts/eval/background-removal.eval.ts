/**
 * Background removal with the production model (`quality`, as every server tool uses) on the
 * real-photo composites: per image the IoU of alpha > 0.5, the mean absolute alpha error, the
 * colour error of the visible rim (cut-out RGB against the true product colour within 3 px of
 * its outline), and debris (pixels kept more than 4 px away from the product).
 */
import { removeBackground, type IsnetModel } from '../../packages/imaging/src/engines/background-removal';
import { buildComposite, compositesOf, type Composite } from '../../packages/imaging/test/real-photos/composite';
import { CROSS_COMPOSITES, type CompositeSpec, type EvalPart } from '../../packages/imaging/test/real-photos/photo-set';
import { scoreCutout, type CutoutScores } from '../../packages/imaging/test/real-photos/cutout-scores';
import { formatTable, summarise } from './table';

const MODEL: IsnetModel = 'quality';
const TARGETS = 'targets: mean IoU >= 0.985, worst >= 0.95';

export async function evaluateBackgroundRemoval(): Promise<void> {
  console.log(`\n## Background removal (ISNet ${MODEL}; ${TARGETS})`);
  for (const part of ['tuning', 'held-out'] as EvalPart[]) await evaluateSet(part, compositesOf(part));
}

/** The cross set (tuning products over the other tuning backgrounds): tuning material only. */
export async function evaluateBackgroundRemovalCross(): Promise<void> {
  console.log(`\n## Background removal, cross set (ISNet ${MODEL}; tuning material; ${TARGETS})`);
  await evaluateSet('cross', CROSS_COMPOSITES);
}

async function evaluateSet(label: string, specs: CompositeSpec[]): Promise<void> {
  const rows: (CutoutScores & { name: string; ms: number })[] = [];
  for (const spec of specs) {
    const composite: Composite = await buildComposite(spec);
    const start = performance.now();
    const cutout = await removeBackground(composite.image, { model: MODEL, output: 'cutout' });
    const ms = performance.now() - start;
    rows.push({ name: `${composite.name} (${composite.image.width}x${composite.image.height})`, ms, ...scoreCutout(composite, cutout) });
  }
  console.log(`\n${label}:`);
  console.log(
    formatTable(
      ['image', 'IoU', 'MAE', 'rim err', 'debris px', 'ms'],
      rows.map((row) => [row.name, row.iou.toFixed(4), row.mae.toFixed(4), row.rimError.toFixed(1), String(row.debris), row.ms.toFixed(0)]),
    ),
  );
  const iou = summarise(rows.map((row) => row.iou));
  const rim = summarise(rows.map((row) => row.rimError));
  console.log(`  ${label}: IoU mean ${iou.mean.toFixed(4)} worst ${iou.min.toFixed(4)}; rim error mean ${rim.mean.toFixed(1)} worst ${rim.max.toFixed(1)}; debris total ${rows.reduce((sum, row) => sum + row.debris, 0)} px`);
}
