/**
 * `npm run bench`: runs every *.bench.ts in this folder (or those whose names start with the
 * command-line arguments), each in its own process so that peak memory figures are its own.
 * Figures, not pass/fail timings: benches never flake a build.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

let failed = 0;
for (const file of files) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'run-one.ts'), join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
if (failed > 0) {
  console.error(`${failed} bench file(s) failed to run`);
  process.exit(1);
}
