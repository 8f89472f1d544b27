import type { EntryHook } from '../../common/routing/entryHook';
import { featureManifests } from './featureRoutes';

/**
 * Hook points for query values features handle, from their manifests (the accounts feature's
 * `transfer` hook, spec §2: a `transfer` value triggers the transfer login, then Main in en; on
 * failure Login with the transfer toast). `token` and `utm_*` are handled by the shell (entryParams.ts).
 */
export const entryHooks: readonly EntryHook[] = featureManifests.flatMap((feature) => feature.entryHooks ?? []);
