import type { Repositories } from './index';
import type { SharesService } from './shares.service';

/** The entity types a share link can point at. */
export function registerShareResolvers(shares: SharesService, repositories: Repositories): void {
  shares.registerResolver('image', {
    resolveOwned: async (userId, entityId) => {
      const image = await repositories.images.findById(entityId);
      return image?.userId === userId ? { imageId: image.id, title: null } : null;
    },
  });
  shares.registerResolver('product', {
    resolveOwned: async (userId, entityId) => {
      const product = await repositories.products.findById(entityId);
      return product?.userId === userId ? { imageId: product.imageId, title: product.name } : null;
    },
  });
  shares.registerResolver('generated_image', {
    resolveOwned: async (userId, entityId) => {
      const [generated] = await repositories.generatedImages.findOwned(userId, [entityId]);
      return generated ? { imageId: generated.imageId, title: generated.prompt } : null;
    },
  });
  shares.registerResolver('product_infographic', {
    resolveOwned: async (userId, entityId) => {
      const [infographic] = await repositories.infographics.findOwned(userId, [entityId]);
      return infographic ? { imageId: infographic.imageId, title: null } : null;
    },
  });
}
