import { configDefaults, defineConfig } from 'vitest/config';

// Browser tests: run by scripts/e2e.mjs, which starts the server and sets E2E_BASE_URL.
// One file at a time: the machine is small and each file drives its own Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.test.ts'],
    // The axe walk over every route (issue 23) still finds serious violations and takes ~15 min:
    // it runs with `npm run test:a11y` until it is green, then joins the default run.
    exclude: process.env.E2E_ACCESSIBILITY === '1' ? configDefaults.exclude : [...configDefaults.exclude, '**/accessibility.e2e.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
