import { GENERATION_STYLES, GENERATION_THEMES, type InspirationRecipe, type Product } from '@vitrina/contracts';

/** Where "Use this look" goes, and what it leaves for the tool to start from. */
export type LookTarget =
  | { kind: 'generation'; path: string; form: { prompt: string; negativePrompt: string; style: (typeof GENERATION_STYLES)[number]; theme: (typeof GENERATION_THEMES)[number]; size: string; quantity: number } }
  | { kind: 'shadow'; path: string; presetId: string }
  | { kind: 'page'; path: string; recipe: InspirationRecipe };

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => values.find((item) => item === value) ?? fallback;

/**
 * Maps a recipe onto the tool's own entry point for one product: the Editor's saved form
 * (generation), the remembered preset (shadow), or the edit page with the recipe in the
 * navigation state (create-background, infographics: the card editor with the look's template and
 * texts); erase, upscale and watermarks open on the product.
 */
export function lookTarget(recipe: InspirationRecipe, product: Pick<Product, 'id' | 'image'>, lang: string): LookTarget {
  const image = product.image.id;
  switch (recipe.tool) {
    case 'generate':
      return {
        kind: 'generation',
        path: `/${lang}/editor/${product.id}`,
        form: {
          prompt: recipe.prompt ?? '',
          negativePrompt: '',
          style: pick(GENERATION_STYLES, recipe.style, 'studio'),
          theme: pick(GENERATION_THEMES, recipe.theme, 'none'),
          size: recipe.size ?? '1:1',
          quantity: 1,
        },
      };
    case 'shadow':
      return { kind: 'shadow', path: `/${lang}/shadow/${image}/edit`, presetId: recipe.template ?? 'square' };
    case 'create-background':
      return { kind: 'page', path: `/${lang}/create-background/${image}/edit`, recipe };
    case 'upscale':
      return { kind: 'page', path: `/${lang}/upscale/${image}/edit`, recipe };
    case 'inpaint':
      return { kind: 'page', path: `/${lang}/inpaint/${image}`, recipe };
    case 'watermark-removal':
      return { kind: 'page', path: `/${lang}/watermarks/${image}`, recipe };
    case 'infographics': {
      // The card editor on the product photo with the look's template; its texts ride in the state.
      const query = new URLSearchParams({ product: product.id });
      if (recipe.template) query.set('template', recipe.template);
      return { kind: 'page', path: `/${lang}/product-infographics-image/${image}/edit?${query.toString()}`, recipe };
    }
  }
}
