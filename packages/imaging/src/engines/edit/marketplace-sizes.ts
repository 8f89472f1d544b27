/**
 * Output size presets for resize and create-background. Ids are stable slugs; `nameKey` is the
 * i18n key, `name` the English text. Named by shape and size, not by marketplace: requirements
 * differ per marketplace and change, so the UI shows the pixels.
 */
export interface MarketplaceSize {
  id: string;
  nameKey: string;
  name: string;
  /** Aspect ratio as width:height. */
  ratio: '1:1' | '3:4' | '4:3' | '4:5' | '9:16' | '16:9';
  width: number;
  height: number;
}

const size = (id: string, key: string, name: string, ratio: MarketplaceSize['ratio'], width: number, height: number): MarketplaceSize => ({
  id,
  nameKey: `sizes.${key}`,
  name,
  ratio,
  width,
  height,
});

export const MARKETPLACE_SIZES: readonly MarketplaceSize[] = [
  size('square-1000', 'square1000', 'Square 1000 × 1000', '1:1', 1000, 1000),
  size('square-1080', 'square1080', 'Square 1080 × 1080', '1:1', 1080, 1080),
  size('square-1200', 'square1200', 'Square 1200 × 1200', '1:1', 1200, 1200),
  size('square-2000', 'square2000', 'Square 2000 × 2000', '1:1', 2000, 2000),
  size('portrait-3-4-900', 'portrait900', 'Card 3:4, 900 × 1200', '3:4', 900, 1200),
  size('portrait-3-4-1200', 'portrait1200', 'Card 3:4, 1200 × 1600', '3:4', 1200, 1600),
  size('portrait-3-4-1500', 'portrait1500', 'Card 3:4, 1500 × 2000', '3:4', 1500, 2000),
  size('portrait-4-5-1080', 'portrait45', 'Portrait 4:5, 1080 × 1350', '4:5', 1080, 1350),
  size('landscape-4-3-1200', 'landscape1200', 'Landscape 4:3, 1200 × 900', '4:3', 1200, 900),
  size('landscape-4-3-1600', 'landscape1600', 'Landscape 4:3, 1600 × 1200', '4:3', 1600, 1200),
  size('story-9-16-1080', 'story1080', 'Vertical 9:16, 1080 × 1920', '9:16', 1080, 1920),
  size('wide-16-9-1920', 'wide1920', 'Wide 16:9, 1920 × 1080', '16:9', 1920, 1080),
];

export function findMarketplaceSize(id: string): MarketplaceSize | undefined {
  return MARKETPLACE_SIZES.find((entry) => entry.id === id);
}
