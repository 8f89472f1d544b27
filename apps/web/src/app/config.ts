/** Build-time configuration of the web app (Vite `VITE_*` variables). */

function httpUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export const webConfig = {
  /** The Community header entry links here; without it the entry is hidden. */
  communityUrl: httpUrl(import.meta.env.VITE_COMMUNITY_URL),
} as const;
