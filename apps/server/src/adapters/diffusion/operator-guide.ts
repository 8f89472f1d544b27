import { readFile } from 'node:fs/promises';

/**
 * The operators' guide to the diffusion engines: this folder's README.md, which the server build
 * copies beside the compiled code (scripts/build-server.mjs copies every non-TypeScript file of
 * src/ into dist/), so `npm start` and the Docker image read the same text as a source checkout.
 */
export function readEnginesOperatorGuide(): Promise<string> {
  return readFile(new URL('./README.md', import.meta.url), 'utf8');
}
