/** Where the server under test listens; scripts/e2e.mjs sets it. */
export function baseUrl(): string {
  const value = process.env.E2E_BASE_URL;
  if (!value) throw new Error('E2E_BASE_URL is not set: run the browser tests through `npm run test:e2e` (scripts/e2e.mjs)');
  return value.replace(/\/+$/, '');
}

/** Debian's Chromium (installed by .ci/run when missing); override with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
