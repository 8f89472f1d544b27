// Types of featureBoundaries.mjs for the web app's test of the rule (apps/web/src/app/router).
import type { ESLint } from 'eslint';

/** `{ feature }` when importing `specifier` from `file` reaches into another feature's internals, else null. */
export function deepFeatureImport(featuresDir: string, file: string, specifier: string): { feature: string } | null;

declare const plugin: ESLint.Plugin;
export default plugin;
