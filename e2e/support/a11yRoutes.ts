import { productPhoto } from './images';
import { callAs, registerRealUser, uploadAs, type RealUser } from './realUser';

/** What the signed-in routes need to resolve: an image, a product made from it, a checkout session. */
export interface RouteFixture {
  user: RealUser;
  imageId: string;
  productId: string;
  sessionId: string;
}

export async function createRouteFixture(): Promise<RouteFixture> {
  const user = await registerRealUser('e2e-a11y');
  const imageId = await uploadAs(user, await productPhoto(210, 320));
  const productId = (await callAs<{ data: { id: string } }>(user, '/api/products', { body: { imageId } })).data.id;
  const plan = (await callAs<{ data: { id: string }[] }>(user, '/api/plans')).data[0];
  const sessionId = (await callAs<{ data: { sessionId: string } }>(user, '/api/checkout', { body: { planId: plan.id, months: 1 } })).data.sessionId;
  return { user, imageId, productId, sessionId };
}

/** Pages outside the shell (apps/web/src/features/auth/routes.tsx), seen signed out. */
export const PUBLIC_ROUTES = ['auth/login', 'auth/registration', 'auth/forget-password'] as const;

const TOOLS = ['remove-background', 'upscale', 'shadow', 'outpaint', 'inpaint', 'watermarks', 'create-background', 'image-generation'];

/**
 * Every page of the signed-in router (featureRoutes.ts), with its parameters filled from the
 * fixture. Kept beside the router's own list by routes.test.ts-style review: a page added there
 * without a line here is not checked.
 */
export function signedInRoutes({ imageId, productId, sessionId }: RouteFixture): string[] {
  return [
    'editor',
    `editor/${productId}`,
    ...TOOLS.flatMap((tool) => [tool, `${tool}/gallery`, `${tool}/${imageId}`, `${tool}/${imageId}/edit`]),
    'fashion',
    'fashion/gallery',
    'fashion/products-list',
    `fashion/image/${imageId}`,
    `fashion/${productId}`,
    `image-editor/${imageId}/edit`,
    `image-editor/${imageId}/resize`,
    `image-editor/${imageId}/crop`,
    'product-infographics',
    `product-infographics/${productId}`,
    `product-infographics-image/${imageId}`,
    `product-infographics-image/${imageId}/edit`,
    'infographics',
    'infographics/gallery',
    `infographics/${productId}`,
    `infographics-image/${imageId}`,
    `infographics-image/${imageId}/edit`,
    'products-list',
    'gallery',
    'inspire',
    'profile',
    'subscriptions',
    'subscriptions/thank-you',
    `subscriptions/checkout/${sessionId}`,
  ];
}
