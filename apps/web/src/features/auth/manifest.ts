import type { FeatureManifest } from '../../common/routing/featureManifest';
import { transferEntryHook } from './session/transferHook';
import { authRoutes } from './routes';

/** Sign-in pages; the `transfer` entry value (spec §2) is handled by its hook. */
export const authManifest: FeatureManifest = {
  name: 'auth',
  routes: authRoutes,
  entryHooks: [transferEntryHook],
};
