import { readFileSync } from 'node:fs';

/** The product version, from the root package.json (one version for the whole repo). */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
