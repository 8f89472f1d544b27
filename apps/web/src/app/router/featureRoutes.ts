import { authRoutes } from '../../features/auth/routes';
import { billingRoutes } from '../../features/billing/routes';
import { galleryRoutes } from '../../features/gallery/routes';
import { generationRoutes } from '../../features/generation/routes';
import { productsRoutes } from '../../features/products/routes';
import { inpaintRoutes } from '../../features/inpaint/routes';
import { outpaintRoutes } from '../../features/outpaint/routes';
import { privacyRoutes } from '../../features/privacy/routes';
import { profileRoutes } from '../../features/profile/routes';
import { removeBackgroundRoutes } from '../../features/remove-background/routes';
import { shadowRoutes } from '../../features/shadow/routes';
import { infographicsRoutes } from '../../features/infographics/routes';
import { imageEditorRoutes } from '../../features/image-editor/routes';
import { createBackgroundRoutes } from '../../features/create-background/routes';
import { upscaleRoutes } from '../../features/upscale/routes';
import { watermarksRoutes } from '../../features/watermarks/routes';
import { imageGenerationRoutes } from '../../features/image-generation/routes';
import { fashionRoutes } from '../../features/fashion/routes';
import { inspirationRoutes } from '../../features/inspiration/routes';
import { educationRoutes } from '../../features/education/routes';
import type { FeatureRoutes } from '../../common/routing/featureRoutes';

/**
 * Every feature's routes, in one list. A feature that lands adds one line here, e.g.
 *   import { authRoutes } from '../../features/auth/routes';
import { billingRoutes } from '../../features/billing/routes';
 * and `authRoutes` in the list. Order matters only for the header and menu: the first route to
 * claim a nav entry is the one it links to.
 */
export const featureRoutes: readonly FeatureRoutes[] = [
  authRoutes,
  generationRoutes,
  imageGenerationRoutes,
  fashionRoutes,
  removeBackgroundRoutes,
  upscaleRoutes,
  shadowRoutes,
  imageEditorRoutes,
  createBackgroundRoutes,
  outpaintRoutes,
  inpaintRoutes,
  watermarksRoutes,
  infographicsRoutes,
  productsRoutes,
  galleryRoutes,
  inspirationRoutes,
  educationRoutes,
  profileRoutes,
  billingRoutes,
  privacyRoutes,
];
