/**
 * The real-photo evaluation set: photographs of products with a real alpha channel (Tux Paint
 * stamps) composited over real photographs (scikit-image samples), so the true alpha is known
 * exactly. Half is used to tune the engines, the other half (other products on other
 * backgrounds) is held out and only reported.
 *
 * Backgrounds are regions of the photographs without a subject of their own (a table top, a
 * launch tower and sky, a wall, grass, gravel, a defocused backdrop, a flag): composited over a
 * whole portrait or a cup of coffee, the product is no longer the photo's only subject and no
 * answer is right (the model keeps the astronaut or the cup; IoU 0.05-0.3 on such composites).
 */
export const BACKGROUND_FILES = {
  coffee: 'coffee.png',
  rocket: 'rocket.jpg',
  brick: 'brick.png',
  grass: 'grass.png',
  chelsea: 'chelsea.png',
  astronaut: 'astronaut.png',
  gravel: 'gravel.png',
} as const;

export const PRODUCT_FILES = {
  strawberry: 'food/fruit/Strawberry2.png',
  cherries: 'food/fruit/Cherry_Stella.png',
  lightbulb: 'household/Lightbulb.png',
  'cement-mixer': 'household/tools/cementmixer.png',
  'wooden-toy': 'seasonal/christmas/German_Christmas_toy.png',
  drum: 'hobbies/music/percussion/drum_tomtom_floor.png',
  'mince-pie': 'seasonal/christmas/Mince_Pie.png',
  spade: 'household/tools/spade.png',
  'gas-bottle': 'household/cylinder.png',
  trumpet: 'hobbies/music/brass/trumpet.png',
  stethoscope: 'medical/stethoscope.png',
  ginger: 'food/spices/ginger.png',
  toilet: 'household/toilet.png',
  avocado: 'food/fruit/avocado.png',
  candle: 'seasonal/candle.png',
  guitar: 'hobbies/music/string/guitar2.png',
} as const;

export type PhotoName = keyof typeof BACKGROUND_FILES;

/** A region (x, y, width, height, in the stored photo's pixels) used as a background. */
export const BACKGROUNDS = {
  'coffee-table': { photo: 'coffee', region: [400, 0, 200, 400] },
  'rocket-tower': { photo: 'rocket', region: [0, 0, 290, 427] },
  brick: { photo: 'brick', region: [0, 0, 512, 512] },
  grass: { photo: 'grass', region: [0, 0, 512, 512] },
  'cat-backdrop': { photo: 'chelsea', region: [330, 40, 121, 260] },
  'flag-backdrop': { photo: 'astronaut', region: [0, 0, 120, 300] },
  gravel: { photo: 'gravel', region: [0, 0, 512, 512] },
} as const satisfies Record<string, { photo: PhotoName; region: readonly [number, number, number, number] }>;

export type BackgroundName = keyof typeof BACKGROUNDS;
export type ProductName = keyof typeof PRODUCT_FILES;
export type EvalPart = 'tuning' | 'held-out';

export interface CompositeSpec {
  product: ProductName;
  background: BackgroundName;
  /** The product's longer side as a fraction of the (square) photo's side. */
  fill: number;
  /** Centre of the product, as fractions of the photo's width and height. */
  centre: [number, number];
  part: EvalPart;
}

export const COMPOSITES: CompositeSpec[] = [
  { product: 'strawberry', background: 'coffee-table', fill: 0.7, centre: [0.35, 0.5], part: 'tuning' },
  { product: 'cherries', background: 'rocket-tower', fill: 0.6, centre: [0.5, 0.55], part: 'tuning' },
  { product: 'lightbulb', background: 'brick', fill: 0.65, centre: [0.5, 0.5], part: 'tuning' },
  { product: 'cement-mixer', background: 'grass', fill: 0.75, centre: [0.5, 0.5], part: 'tuning' },
  { product: 'wooden-toy', background: 'coffee-table', fill: 0.75, centre: [0.7, 0.5], part: 'tuning' },
  { product: 'drum', background: 'brick', fill: 0.7, centre: [0.45, 0.5], part: 'tuning' },
  { product: 'mince-pie', background: 'rocket-tower', fill: 0.55, centre: [0.5, 0.6], part: 'tuning' },
  { product: 'spade', background: 'grass', fill: 0.8, centre: [0.5, 0.5], part: 'tuning' },
  { product: 'gas-bottle', background: 'cat-backdrop', fill: 0.8, centre: [0.3, 0.5], part: 'held-out' },
  { product: 'trumpet', background: 'flag-backdrop', fill: 0.7, centre: [0.5, 0.6], part: 'held-out' },
  { product: 'stethoscope', background: 'gravel', fill: 0.7, centre: [0.5, 0.5], part: 'held-out' },
  { product: 'ginger', background: 'cat-backdrop', fill: 0.6, centre: [0.55, 0.5], part: 'held-out' },
  { product: 'toilet', background: 'flag-backdrop', fill: 0.65, centre: [0.4, 0.55], part: 'held-out' },
  { product: 'avocado', background: 'gravel', fill: 0.6, centre: [0.5, 0.5], part: 'held-out' },
  { product: 'candle', background: 'flag-backdrop', fill: 0.75, centre: [0.65, 0.5], part: 'held-out' },
  { product: 'guitar', background: 'cat-backdrop', fill: 0.8, centre: [0.5, 0.5], part: 'held-out' },
];

/**
 * The cross set, a tuning-only extension (`npm run eval -- background-removal-cross`): each tuning
 * product over each tuning background it is not on in COMPOSITES, with the fill and centre of its
 * own composite there (8 products x 3 backgrounds = 24). It checks that a rule chosen on the
 * tuning half is not fitted to one product-background pairing; held-out material stays out.
 */
export const CROSS_COMPOSITES: CompositeSpec[] = crossComposites();

function crossComposites(): CompositeSpec[] {
  const tuning = COMPOSITES.filter((spec) => spec.part === 'tuning');
  const backgrounds = [...new Set(tuning.map((spec) => spec.background))];
  return tuning.flatMap((own) =>
    backgrounds.filter((background) => background !== own.background).map((background) => ({ ...own, background, centre: [own.centre[0], own.centre[1]] as [number, number] })),
  );
}
