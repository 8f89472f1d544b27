/**
 * The looks the inspiration wall ships: one system product, the category it is shown under and
 * the tool call that makes it. Ids are fixed so that a look keeps its id when it is regenerated.
 */
import { readFileSync } from 'node:fs';
import type { InspirationCategory, InspirationRecipe, InspirationTool } from '@vitrina/contracts';

/** How the script prepares the input before the tool runs (before/after looks). */
export type InputPreparation = 'photo' | 'small' | 'sticker' | 'watermark';

export interface LookSpec {
  key: string;
  id: string;
  product: string;
  category: InspirationCategory;
  input: InputPreparation;
  recipe: InspirationRecipe;
}

interface LookDraft {
  product: string;
  category: InspirationCategory;
  tool: InspirationTool;
  input?: InputPreparation;
  style?: string;
  theme?: string;
  prompt?: string;
  size?: string;
  template?: string;
  params?: Record<string, unknown>;
}

const generate = (product: string, category: InspirationCategory, style: string, theme: string, prompt: string, size = '1:1'): LookDraft => ({
  product, category, tool: 'generate', style, theme, prompt, size, params: { style, theme, prompt, size, seed: 7 },
});
const background = (product: string, category: InspirationCategory, id: string): LookDraft => ({
  product, category, tool: 'create-background', template: id, size: 'square-1000', params: { background: { type: 'system', id }, sizeId: 'square-1000' },
});
const shadow = (product: string, category: InspirationCategory, presetId: string, controls: Record<string, unknown> = {}): LookDraft => ({
  product, category, tool: 'shadow', template: presetId, params: { presetId, controls },
});
const erase = (product: string, category: InspirationCategory): LookDraft => ({ product, category, tool: 'inpaint', input: 'sticker', params: { featherPx: 2, seed: 1 } });
const upscale = (product: string, category: InspirationCategory): LookDraft => ({ product, category, tool: 'upscale', input: 'small', params: { scale: 4, model: 'thick' } });
const watermark = (product: string, category: InspirationCategory): LookDraft => ({ product, category, tool: 'watermark-removal', input: 'watermark', params: { detectTiled: true } });

/** Default infographic templates by key (their ids are stable: scripts/stickers/templates.ts). */
const templateIds = new Map(
  (JSON.parse(readFileSync(new URL('../../apps/server/assets/templates/manifest.json', import.meta.url), 'utf8')) as { id: string; key: string }[]).map((entry) => [entry.key, entry.id]),
);
/** A card of a default template with the look's texts by element id, drawn by the web card editor (cards.ts). */
const infographic = (product: string, category: InspirationCategory, templateKey: string, texts: Record<string, string>): LookDraft => {
  const id = templateIds.get(templateKey);
  if (!id) throw new Error(`no default template "${templateKey}"`);
  return { product, category, tool: 'infographics', template: id, params: { templateKey, texts } };
};

const DRAFTS: LookDraft[] = [
  generate('perfume-bottle', 'cosmetics', 'luxury', 'none', 'marble pedestal, soft golden light'),
  generate('cosmetic-jar', 'cosmetics', 'pastel', 'spring', 'fresh petals around the jar', '3:4'),
  generate('ceramic-mug', 'food', 'kitchen', 'autumn', 'wooden table, coffee beans, morning light'),
  generate('ceramic-mug', 'home', 'minimal', 'none', 'clean shelf, soft daylight', '4:3'),
  generate('sneaker', 'shoes', 'outdoor', 'summer', 'city street at golden hour', '16:9'),
  generate('sneaker', 'fashion', 'neon', 'black-friday', 'neon glow, dark floor'),
  generate('headphones', 'electronics', 'studio', 'none', 'dark studio, rim light'),
  generate('backpack', 'bags', 'natural', 'autumn', 'forest trail, warm light', '3:4'),
  generate('backpack', 'fashion', 'luxury', 'new-year', 'festive lights, velvet backdrop', '9:16'),
  background('perfume-bottle', 'cosmetics', 'pastel-pink'),
  background('cosmetic-jar', 'cosmetics', 'pastel-mint'),
  background('ceramic-mug', 'food', 'warm-sand'),
  background('sneaker', 'shoes', 'studio-grey'),
  background('headphones', 'electronics', 'studio-charcoal'),
  background('backpack', 'bags', 'pastel-blue'),
  background('ceramic-mug', 'home', 'pastel-lemon'),
  shadow('perfume-bottle', 'cosmetics', 'beauty'),
  shadow('cosmetic-jar', 'cosmetics', 'beauty', { softness: 0.7 }),
  shadow('ceramic-mug', 'food', 'food'),
  shadow('sneaker', 'shoes', 'shoes-front-three-quarter'),
  shadow('headphones', 'electronics', 'square', { reflection: { opacity: 0.3, falloff: 0.3 } }),
  shadow('backpack', 'bags', 'bags-hangers'),
  shadow('sneaker', 'fashion', 'shoes-top'),
  erase('perfume-bottle', 'cosmetics'),
  erase('ceramic-mug', 'home'),
  erase('sneaker', 'shoes'),
  erase('headphones', 'electronics'),
  erase('backpack', 'bags'),
  upscale('cosmetic-jar', 'cosmetics'),
  upscale('ceramic-mug', 'food'),
  upscale('sneaker', 'fashion'),
  upscale('headphones', 'electronics'),
  watermark('perfume-bottle', 'cosmetics'),
  watermark('ceramic-mug', 'home'),
  watermark('backpack', 'fashion'),
  watermark('headphones', 'electronics'),
  infographic('perfume-bottle', 'cosmetics', 'sale-badge', { 'sale-badge-2': '−25%', 'sale-badge-3': 'Perfume week', 'sale-badge-5': 'Only until Sunday' }),
  infographic('headphones', 'electronics', 'in-the-box', { 'in-the-box-4': 'Headphones', 'in-the-box-6': 'USB-C cable', 'in-the-box-8': 'Travel case', 'in-the-box-10': 'Quick guide' }),
  infographic('backpack', 'bags', 'feature-callouts', { 'feature-callouts-1': 'Trail pack 28 L', 'feature-callouts-5': 'Water-resistant', 'feature-callouts-7': 'Padded straps', 'feature-callouts-9': 'Laptop sleeve' }),
  infographic('ceramic-mug', 'food', 'price-highlight', { 'price-highlight-1': 'Stoneware mug', 'price-highlight-4': '−20%', 'price-highlight-5': '15.99', 'price-highlight-6': 'Old price 19.99' }),
  infographic('sneaker', 'shoes', 'minimal-title', { 'minimal-title-1': 'City runner', 'minimal-title-2': 'Mesh · White · 36–46', 'minimal-title-5': 'Vitrina' }),
  infographic('backpack', 'fashion', 'new-arrival', { 'new-arrival-4': 'Autumn collection', 'new-arrival-5': 'Only 50 made' }),
];

/** A stable uuid per look key (version-4 layout, hashed from the key). */
async function idFor(key: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  const hex = createHash('sha256').update(`vitrina-inspiration:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function looks(): Promise<LookSpec[]> {
  const counts = new Map<string, number>();
  return Promise.all(
    DRAFTS.map(async (draft) => {
      const base = `${draft.tool}-${draft.product}`;
      const n = (counts.get(base) ?? 0) + 1;
      counts.set(base, n);
      const key = n === 1 ? base : `${base}-${n}`;
      const recipe: InspirationRecipe = {
        tool: draft.tool,
        style: draft.style ?? null,
        theme: draft.theme ?? null,
        prompt: draft.prompt ?? null,
        size: draft.size ?? null,
        template: draft.template ?? null,
        params: draft.params ?? {},
      };
      return { key, id: await idFor(key), product: draft.product, category: draft.category, input: draft.input ?? 'photo', recipe };
    }),
  );
}
