// Fails when a tracked file still holds git merge-conflict markers (a README once reached main with
// them; nothing else in `npm test` reads prose). Uses git's own index, so only committed paths count.
import { spawnSync } from 'node:child_process';

const result = spawnSync('git', ['grep', '-nE', '^(<{7}|>{7})( |$)', '--', '.'], { encoding: 'utf8' });
if (result.error || result.status === 128) {
  console.log('conflict markers: not a git checkout, skipped');
  process.exit(0);
}
if (result.status === 0) {
  console.error(`merge-conflict markers left in:\n${result.stdout}`);
  process.exit(1);
}
console.log('conflict markers: none');
