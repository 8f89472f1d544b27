// `npm test`: lint, typecheck, the web app's build and its first-load budget, unit + integration
// tests (PGlite always; PostgreSQL and Redis when they answer on this machine), then the browser
// end-to-end suite. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { detectTestServices } from './services.mjs';

const env = await detectTestServices({ ...process.env });
console.log(`integration targets: PGlite${env.TEST_DATABASE_URL ? ' + PostgreSQL' : ''}${env.TEST_REDIS_URL ? ' + Redis' : ''}`);

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  // The production build (about 10 s; e2e then finds it up to date) and the 200 KB gzipped budget of
  // the JavaScript loaded before the first paint (issue 19): fails when the entry grows past it.
  ['web build', 'npm', ['run', 'build', '-w', 'apps/web']],
  ['first-load bundle budget', 'node', ['scripts/check-bundle-budget.mjs']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['end-to-end tests', 'npm', ['run', 'test:e2e']],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${name} failed`);
    process.exit(result.status ?? 1);
  }
}
