/**
 * `npm run bench`: runs every *.bench.ts in this folder (or those whose names start with the
 * command-line arguments), each in its own process so that peak memory figures are its own.
 * Figures, not pass/fail timings: benches never flake a build.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// Engine benches live here; benches of the whole server (jobs end to end) in apps/server/bench.
const folders = [here, join(here, '../../apps/server/bench')];
const wanted = process.argv.slice(2);
const files = folders
  .flatMap((folder) => readdirSync(folder).map((file) => join(folder, file)))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => basename(file).startsWith(name)))
  .sort((a, b) => basename(a).localeCompare(basename(b)));

let failed = 0;
for (const file of files) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'run-one.ts'), file], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
if (failed > 0) {
  console.error(`${failed} bench file(s) failed to run`);
  process.exit(1);
}
