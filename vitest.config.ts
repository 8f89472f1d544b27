import { defineConfig } from 'vitest/config';

// One runner, one project per workspace. E2E browser tests live in e2e/ and run via scripts/e2e.mjs.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'editor-core', root: 'packages/editor-core', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'imaging',
          root: 'packages/imaging',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' } },
    ],
  },
});
