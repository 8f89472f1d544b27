// Type-checks every workspace (and the root scripts) with tsc --noEmit; fails on the first error.
import { spawnSync } from 'node:child_process';

const projects = ['packages/contracts', 'packages/editor-core', 'packages/imaging', 'packages/sdk', 'apps/server', 'apps/web', '.'];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
