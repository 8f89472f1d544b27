/**
 * `npm run eval [section...]`: quality figures on the real-photo set
 * (packages/imaging/test/real-photos), per image, for the tuning and the held-out part.
 * Sections: background-removal, inpaint, watermark; background-removal-cross (tuning material
 * only, not run by default).
 */
import { evaluateBackgroundRemoval, evaluateBackgroundRemovalCross } from './background-removal.eval';
import { evaluateInpaint } from './inpaint.eval';
import { evaluateWatermark } from './watermark.eval';

const sections: Record<string, () => Promise<void>> = {
  'background-removal': evaluateBackgroundRemoval,
  inpaint: evaluateInpaint,
  watermark: evaluateWatermark,
};
// Extra sections run only when named.
const extra: Record<string, () => Promise<void>> = {
  'background-removal-cross': evaluateBackgroundRemovalCross,
};
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in sections) && !(name in extra));
if (unknown.length > 0) {
  console.error(`unknown section(s): ${unknown.join(', ')}; known: ${[...Object.keys(sections), ...Object.keys(extra)].join(', ')}`);
  process.exit(2);
}
for (const [name, run] of Object.entries(sections)) {
  if (wanted.length === 0 || wanted.includes(name)) await run();
}
for (const [name, run] of Object.entries(extra)) {
  if (wanted.includes(name)) await run();
}
