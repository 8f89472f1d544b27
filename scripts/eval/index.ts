/**
 * `npm run eval [engine...] [--only=name,name]`: scores the engines on the real-photo evaluation
 * set (packages/imaging/eval, sources in its README) and prints every figure per image, then the
 * mean and worst of the tuning and held-out parts. Exits 1 when a target is missed.
 */
import { evaluateBackgroundRemoval } from '../../packages/imaging/eval/background-removal.eval';
import { evaluateInpaint } from '../../packages/imaging/eval/inpaint.eval';
import { evaluateWatermark } from '../../packages/imaging/eval/watermark.eval';

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const engines = args.filter((arg) => !arg.startsWith('--'));
const filter = (name: string) => !only || only.includes(name);
const wanted = (engine: string) => engines.length === 0 || engines.includes(engine);

const evaluations: Record<string, (filter: (name: string) => boolean) => Promise<string[]>> = {
  'background-removal': evaluateBackgroundRemoval,
  inpaint: evaluateInpaint,
  watermark: evaluateWatermark,
};

const missed: string[] = [];
for (const [engine, evaluate] of Object.entries(evaluations)) {
  if (wanted(engine)) missed.push(...(await evaluate(filter)));
}
if (missed.length > 0) {
  console.log(`\n${missed.length} target(s) missed:\n  ${missed.join('\n  ')}`);
  process.exit(1);
}
console.log('\nall targets met');
