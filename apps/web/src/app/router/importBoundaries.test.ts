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

  it('allows the public index, the feature itself, and code outside features/', () => {
    expect(deepFeatureImport(features, file('upscale/pages/UpscaleImagePage.tsx'), '../../tools')).toBeNull();
    expect(deepFeatureImport(features, file('inspiration/useOpenLook.ts'), '../shadow/index')).toBeNull();
    expect(deepFeatureImport(features, file('inpaint/pages/InpaintImagePage.tsx'), '../useMaskedJob')).toBeNull();
    expect(deepFeatureImport(features, file('inpaint/pages/InpaintImagePage.tsx'), '../../inpaint/useMaskedJob')).toBeNull();
    expect(deepFeatureImport(features, file('gallery/GalleryView.tsx'), '../../common/routing/toolTargets')).toBeNull();
    expect(deepFeatureImport(features, file('gallery/GalleryView.tsx'), '@mantine/core')).toBeNull();
    expect(deepFeatureImport(features, `${features}/../app/router/featureRoutes.ts`, '../../features/auth/manifest')).toBeNull();
  });
});
