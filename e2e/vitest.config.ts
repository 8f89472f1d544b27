import { defineConfig } from 'vitest/config';

// Browser tests: run by scripts/e2e.mjs, which starts the server and sets E2E_BASE_URL.
// One file at a time: the machine is small and each file drives its own Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
