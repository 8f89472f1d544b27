import { BREAKPOINTS } from '@vitrina/contracts';

/** Spec §4: mobile is width up to 1024 px; tablet 1025 to 1280 px. */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobileMax}px)`;
export const TABLET_QUERY = `(min-width: ${BREAKPOINTS.mobileMax + 1}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`;

/** Evaluates a media query now; false where there is no window (tests, server). */
export function matchesNow(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}
