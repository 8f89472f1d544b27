// One lint setup for the monorepo: type-aware rules, zero warnings (npm run lint).
import { join } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './scripts/eslint/featureBoundaries.mjs';

const webRestrictions = {
  paths: [{ name: 'sharp', message: 'Browser code cannot use native modules.' }],
  patterns: [{ group: ['@vitrina/imaging', '@vitrina/server', '**/apps/server/**'], message: 'The web app talks to the server only through /api and contracts.' }],
};

/** The web app's import restrictions plus `patterns` for the files matching `files`. */
function webBoundary(files, patterns) {
  return [{ files: [files], rules: { 'no-restricted-imports': ['error', { paths: webRestrictions.paths, patterns: [...webRestrictions.patterns, ...patterns] }] } }];
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'packages/sdk/src/schema.d.ts', 'apps/web/src/common/api/schema.d.ts', 'data/**', '**/*.js', '**/*.mjs', '**/*.cjs', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      // Fastify handlers and React event handlers are legitimately async.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      '@typescript-eslint/require-await': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@vitrina/server'], message: 'Packages and the web app must not import the server.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/imaging/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'fastify', message: 'imaging is pure: no HTTP.' },
            { name: 'drizzle-orm', message: 'imaging is pure: no database.' },
          ],
          patterns: [{ group: ['@vitrina/*'], message: 'imaging depends on nothing of ours (DESIGN.md).' }],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@vitrina/*', 'sharp', 'fastify'], message: 'contracts is shared by web and server: zod only.' }] },
      ],
    },
  },
  {
    files: ['packages/editor-core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@vitrina/*', 'sharp', 'fastify', 'react', 'konva'], message: 'editor-core is framework-free and shared by web and server: zod only.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', webRestrictions],
    },
  },
  // Import boundaries of the web app (ARCHITECTURE.md, "Web app"): app/ composes features;
  // features and common/ never import app/; common/ imports no feature; a feature imports another
  // only through its public index, features/<name>/index.ts (vitrina/feature-boundaries resolves
  // each relative import, which no-restricted-imports cannot). ESLint does not merge a rule's
  // options across blocks, so each block repeats the web app's general restrictions.
  ...webBoundary('apps/web/src/features/**/*.{ts,tsx}', [{ group: ['**/app/**'], message: 'A feature never imports app/: take the type or helper from common/, or let app/ pass it in.' }]),
  // The shell (app/, main.tsx) too: it takes a feature's index or manifest, never a deeper path.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { vitrina: featureBoundaries },
    rules: { 'vitrina/feature-boundaries': ['error', { featuresDir: join(import.meta.dirname, 'apps/web/src/features') }] },
  },
  ...webBoundary('apps/web/src/common/**/*.{ts,tsx}', [
    { group: ['**/app/**'], message: 'common/ never imports app/.' },
    { group: ['**/features/**'], message: 'common/ imports no feature: move the shared piece to common/, or let app/ pass it in.' },
  ]),
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', '**/test/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
