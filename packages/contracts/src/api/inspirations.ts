import { z } from 'zod';
import { paginationQuerySchema } from './common';

/** Product categories the inspiration wall filters by (issue 21). */
export const INSPIRATION_CATEGORIES = ['cosmetics', 'food', 'shoes', 'bags', 'electronics', 'home', 'fashion'] as const;
export type InspirationCategory = (typeof INSPIRATION_CATEGORIES)[number];

/** Tools a look can come from; "Use this look" opens the same tool. */
export const INSPIRATION_TOOLS = ['generate', 'create-background', 'shadow', 'inpaint', 'upscale', 'watermark-removal', 'infographics'] as const;
export type InspirationTool = (typeof INSPIRATION_TOOLS)[number];
/** Tools whose gallery results a user may publish (infographic cards are not gallery images). */
export const PUBLISHABLE_TOOLS = ['generate', 'create-background', 'shadow', 'inpaint', 'upscale', 'watermark-removal'] as const satisfies readonly InspirationTool[];

const recipeText = z.string().max(255).nullable().default(null);

/** How a look was made: the tool and the parameters it ran with. */
export const inspirationRecipeSchema = z
  .object({
    tool: z.enum(INSPIRATION_TOOLS),
    style: recipeText.describe('generate: the style id'),
    theme: recipeText.describe('generate: the theme id'),
    prompt: recipeText.describe('generate: the prompt'),
    size: recipeText.describe('An aspect or marketplace size id'),
    template: recipeText.describe('A shadow preset id, system background id or infographic template id the look starts from'),
    params: z
      .record(z.string(), z.unknown())
      .default({})
      .describe("The tool's parameters as sent (masks excluded); infographics: `texts`, the card's texts by element id"),
  })
  .strict()
  .meta({ id: 'InspirationRecipe' });
export type InspirationRecipe = z.infer<typeof inspirationRecipeSchema>;

export const inspirationSchema = z
  .object({
    id: z.uuid(),
    /** builtin: made by Vitrina's script from the system products; community: published by a user. */
    source: z.enum(['builtin', 'community']),
    category: z.enum(INSPIRATION_CATEGORIES),
    recipe: inspirationRecipeSchema,
    /** WebP, about 1024 px on the long side. */
    imageUrl: z.string(),
    /** WebP, 320 px on the long side. */
    thumbnailUrl: z.string(),
    /** The input, for before/after looks (erase, upscale, watermark removal). */
    beforeUrl: z.string().nullable(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** True when the caller published it (and may remove it). */
    own: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Inspiration' });
export type Inspiration = z.infer<typeof inspirationSchema>;

export const inspirationListQuerySchema = paginationQuerySchema.extend({
  category: z.enum(INSPIRATION_CATEGORIES).optional(),
  tool: z.enum(INSPIRATION_TOOLS).optional(),
});

/** What the gallery shows on one of my images that I published (GeneratedImage.inspiration). */
export const inspirationPublicationSchema = z
  .object({
    id: z.uuid().describe('The published look (DELETE /api/inspirations/{id} removes it)'),
    category: z.enum(INSPIRATION_CATEGORIES),
  })
  .meta({ id: 'InspirationPublication' });
export type InspirationPublication = z.infer<typeof inspirationPublicationSchema>;

export const inspirationPublishSchema = z
  .object({
    generatedImageId: z.uuid().describe('One of my generated images; its job\'s tool and parameters become the recipe'),
    category: z.enum(INSPIRATION_CATEGORIES),
  })
  .strict();

/** COMMUNITY_URL when the operator sets none; the web app links here until /api/config answers. */
export const DEFAULT_COMMUNITY_URL = 'https://t.me/vitrina_community';

/** The server's own operator guide to the diffusion engines: OPERATOR_DOCS_URL when the operator sets none. */
export const BUILTIN_OPERATOR_DOCS_PATH = '/api/operator-docs/engines';

/** What `GET /api/config` tells the web app at run time. */
export const publicConfigSchema = z
  .object({
    communityUrl: z.string().describe('The header\'s Community link (COMMUNITY_URL)'),
    operatorDocsUrl: z
      .string()
      .describe(`Operator setup guide linked where a tool needs an engine (OPERATOR_DOCS_URL; \`${BUILTIN_OPERATOR_DOCS_PATH}\` when unset)`),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
