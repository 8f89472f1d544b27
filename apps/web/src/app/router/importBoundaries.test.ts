import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deepFeatureImport } from '../../../../../scripts/eslint/featureBoundaries.mjs';

// The lint rule behind "a feature imports another only through its public index" (eslint.config.js).
const features = fileURLToPath(new URL('../../features', import.meta.url));
const file = (path: string) => `${features}/${path}`;

describe('feature import boundaries', () => {
  it('refuses a deep path into another feature, from any depth', () => {
    expect(deepFeatureImport(features, file('upscale/pages/UpscaleImagePage.tsx'), '../../tools/kit/useJob')).toEqual({ feature: 'tools' });
    expect(deepFeatureImport(features, file('create-background/backgroundSettings.ts'), '../shadow/ShadowControlsForm')).toEqual({ feature: 'shadow' });
    expect(deepFeatureImport(features, file('profile/pages/ProfilePage.tsx'), '../../billing/manifest')).toEqual({ feature: 'billing' });
  });

  it('allows the public index and the feature itself', () => {
    expect(deepFeatureImport(features, file('upscale/pages/UpscaleImagePage.tsx'), '../../tools')).toBeNull();
    expect(deepFeatureImport(features, file('inspiration/useOpenLook.ts'), '../shadow/index')).toBeNull();
    expect(deepFeatureImport(features, file('inpaint/pages/InpaintImagePage.tsx'), '../useMaskedJob')).toBeNull();
    expect(deepFeatureImport(features, file('inpaint/pages/InpaintImagePage.tsx'), '../../inpaint/useMaskedJob')).toBeNull();
    expect(deepFeatureImport(features, file('gallery/GalleryView.tsx'), '../../common/routing/toolTargets')).toBeNull();
    expect(deepFeatureImport(features, file('gallery/GalleryView.tsx'), '@mantine/core')).toBeNull();
  });

  it('lets the shell take a feature index or manifest, nothing deeper', () => {
    const app = (path: string) => `${features}/../app/${path}`;
    expect(deepFeatureImport(features, app('router/featureRoutes.ts'), '../../features/auth/manifest')).toBeNull();
    expect(deepFeatureImport(features, app('router/featureRoutes.ts'), '../../features/auth/manifest.ts')).toBeNull();
    expect(deepFeatureImport(features, app('router/router.ts'), '../../features/session')).toBeNull();
    expect(deepFeatureImport(features, app('layout/AppLayout.tsx'), '../../features/billing/index')).toBeNull();
    expect(deepFeatureImport(features, app('layout/AppHeader.tsx'), '../../common/components/PageHeading')).toBeNull();
    expect(deepFeatureImport(features, app('router/router.ts'), '../../features/auth/session/logout')).toEqual({ feature: 'auth' });
    expect(deepFeatureImport(features, app('layout/SideMenu.tsx'), '../../features/privacy/components/LegalLinks')).toEqual({ feature: 'privacy' });
    expect(deepFeatureImport(features, app('modals/modalRegistry.ts'), '../../features/billing/manifestation')).toEqual({ feature: 'billing' });
    expect(deepFeatureImport(features, `${features}/../main.tsx`, './features/billing/routes')).toEqual({ feature: 'billing' });
  });
});
