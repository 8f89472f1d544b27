import { authManifest } from '../../features/auth/manifest';
import { billingManifest } from '../../features/billing/manifest';
import { createBackgroundManifest } from '../../features/create-background/manifest';
import { educationManifest } from '../../features/education/manifest';
import { fashionManifest } from '../../features/fashion/manifest';
import { galleryManifest } from '../../features/gallery/manifest';
import { generationManifest } from '../../features/generation/manifest';
import { imageEditorManifest } from '../../features/image-editor/manifest';
import { imageGenerationManifest } from '../../features/image-generation/manifest';
import { infographicsManifest } from '../../features/infographics/manifest';
import { inpaintManifest } from '../../features/inpaint/manifest';
import { inspirationManifest } from '../../features/inspiration/manifest';
import { outpaintManifest } from '../../features/outpaint/manifest';
import { privacyManifest } from '../../features/privacy/manifest';
import { productsManifest } from '../../features/products/manifest';
import { profileManifest } from '../../features/profile/manifest';
import { removeBackgroundManifest } from '../../features/remove-background/manifest';
import { shadowManifest } from '../../features/shadow/manifest';
import { upscaleManifest } from '../../features/upscale/manifest';
import { watermarksManifest } from '../../features/watermarks/manifest';
import type { FeatureManifest } from '../../common/routing/featureManifest';

/**
 * Every feature's manifest (features/<name>/manifest.ts), in one list: the app reads routes,
 * header and menu entries, "open in another tool" targets and entry hooks from here only
 * (registry.ts, entryHooks.ts). A feature that lands adds its import and one line below;
 * manifests.test.ts fails while a feature folder has no manifest or its manifest is not listed.
 * Order matters only when two routes claim one nav entry: the first one is where it links.
 */
export const featureManifests: readonly FeatureManifest[] = [
  authManifest,
  generationManifest,
  imageGenerationManifest,
  fashionManifest,
  removeBackgroundManifest,
  upscaleManifest,
  shadowManifest,
  imageEditorManifest,
  createBackgroundManifest,
  outpaintManifest,
  inpaintManifest,
  watermarksManifest,
  infographicsManifest,
  productsManifest,
  galleryManifest,
  inspirationManifest,
  educationManifest,
  profileManifest,
  billingManifest,
  privacyManifest,
];
