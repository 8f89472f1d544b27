/**
 * The real-photo evaluation set: which photographs it holds and which part each belongs to.
 * `tuning` items may be looked at while changing an engine; `held-out` items are only scored,
 * so the held-out figures tell how the engines do on photos they were not adjusted to.
 */
export type Part = 'tuning' | 'held-out';

export interface ProductPhoto {
  /** File name in eval/photos/ (without .png). */
  name: string;
  /** Path inside the Tux Paint stamps folder of Debian's tuxpaint-stamps-default. */
  source: string;
  part: Part;
}

export interface Photo {
  /** File name in eval/photos/ (without .jpg). */
  name: string;
  /** File in scikit-image's data folder of Debian's python3-skimage. */
  source: string;
}

export const PRODUCTS: readonly ProductPhoto[] = [
  { name: 'gas-cylinder', source: 'household/cylinder.png', part: 'tuning' },
  { name: 'toolbox', source: 'household/tools/toolbox.png', part: 'tuning' },
  { name: 'kiwi', source: 'food/fruit/kiwi.png', part: 'tuning' },
  { name: 'film-camera', source: 'hobbies/camera_35mm.png', part: 'tuning' },
  { name: 'trumpet', source: 'hobbies/music/brass/trumpet.png', part: 'tuning' },
  { name: 'apricot', source: 'food/fruit/Apricot_whole.png', part: 'tuning' },
  { name: 'guitar', source: 'hobbies/music/string/guitar2.png', part: 'tuning' },
  { name: 'cement-mixer', source: 'household/tools/cementmixer.png', part: 'tuning' },
  { name: 'toilet', source: 'household/toilet.png', part: 'held-out' },
  { name: 'binoculars', source: 'hobbies/binoculars.png', part: 'held-out' },
  { name: 'floor-tom', source: 'hobbies/music/percussion/drum_tomtom_floor.png', part: 'held-out' },
  { name: 'seville-orange', source: 'food/fruit/orange_seville.png', part: 'held-out' },
  { name: 'ginger', source: 'food/spices/ginger.png', part: 'held-out' },
  { name: 'light-bulb', source: 'household/Lightbulb.png', part: 'held-out' },
  { name: 'cherries', source: 'food/fruit/Cherry_Stella.png', part: 'held-out' },
  { name: 'tractor-wheel', source: 'vehicles/wheel_tractor.png', part: 'held-out' },
  { name: 'compost-bin', source: 'household/home_compost_bin.png', part: 'held-out' },
  { name: 'cymbal', source: 'hobbies/music/percussion/cymbal_crash.png', part: 'held-out' },
];

export const PHOTOS: readonly Photo[] = [
  { name: 'astronaut', source: 'astronaut.png' },
  { name: 'brick', source: 'brick.png' },
  { name: 'cameraman', source: 'camera.png' },
  { name: 'cat', source: 'chelsea.png' },
  { name: 'coffee', source: 'coffee.png' },
  { name: 'grass', source: 'grass.png' },
  { name: 'gravel', source: 'gravel.png' },
  { name: 'rocket', source: 'rocket.jpg' },
];

/**
 * Where a seller would shoot: a surface or setting without another subject in it. `region` is the
 * part of the photograph used (x, y, width, height as fractions), so that e.g. the coffee photo
 * gives its wooden table and not its cup.
 */
export interface Backdrop {
  photo: string;
  region?: readonly [number, number, number, number];
}

export const BACKDROPS = {
  brick: { photo: 'brick' },
  grass: { photo: 'grass' },
  gravel: { photo: 'gravel' },
  table: { photo: 'coffee', region: [0.02, 0, 0.3, 0.36] },
  flag: { photo: 'astronaut', region: [0, 0, 0.28, 0.6] },
  launchpad: { photo: 'rocket', region: [0, 0, 0.45, 1] },
  bokeh: { photo: 'cat', region: [0.86, 0, 0.14, 1] },
  'coffee-scene': { photo: 'coffee' },
  'astronaut-scene': { photo: 'astronaut' },
  'cameraman-scene': { photo: 'cameraman' },
} as const satisfies Record<string, Backdrop>;

export type BackdropName = keyof typeof BACKDROPS;

/** A cut-out composited onto a real photograph: ground truth alpha and foreground are exact. */
export interface CompositeSpec {
  product: string;
  background: BackdropName;
  /** Long side of the composite in pixels. */
  side: number;
  /** Horizontal position of the product's centre, 0..1 of the width. */
  centreX: number;
}

export const COMPOSITES: readonly CompositeSpec[] = [
  { product: 'gas-cylinder', background: 'brick', side: 1024, centreX: 0.45 },
  { product: 'toolbox', background: 'table', side: 1024, centreX: 0.55 },
  { product: 'kiwi', background: 'grass', side: 800, centreX: 0.5 },
  { product: 'film-camera', background: 'gravel', side: 800, centreX: 0.45 },
  { product: 'trumpet', background: 'flag', side: 1024, centreX: 0.5 },
  { product: 'apricot', background: 'bokeh', side: 800, centreX: 0.55 },
  { product: 'guitar', background: 'launchpad', side: 1024, centreX: 0.5 },
  { product: 'cement-mixer', background: 'launchpad', side: 1024, centreX: 0.45 },
  { product: 'toilet', background: 'bokeh', side: 1024, centreX: 0.5 },
  { product: 'binoculars', background: 'brick', side: 800, centreX: 0.5 },
  { product: 'floor-tom', background: 'launchpad', side: 1024, centreX: 0.45 },
  { product: 'seville-orange', background: 'gravel', side: 800, centreX: 0.5 },
  { product: 'ginger', background: 'flag', side: 1024, centreX: 0.55 },
  { product: 'light-bulb', background: 'table', side: 1024, centreX: 0.5 },
  { product: 'cherries', background: 'grass', side: 800, centreX: 0.5 },
  { product: 'tractor-wheel', background: 'table', side: 1024, centreX: 0.5 },
  { product: 'compost-bin', background: 'brick', side: 800, centreX: 0.5 },
  { product: 'cymbal', background: 'bokeh', side: 800, centreX: 0.5 },
];

/**
 * Products placed beside another subject (a person, a cup, a rocket): which object is "the
 * product" is ambiguous for a salient-object network. Scored and printed, but not under the targets.
 */
export const CLUTTERED: readonly CompositeSpec[] = [
  { product: 'toolbox', background: 'coffee-scene', side: 1024, centreX: 0.7 },
  { product: 'trumpet', background: 'astronaut-scene', side: 1024, centreX: 0.5 },
  { product: 'compost-bin', background: 'cameraman-scene', side: 800, centreX: 0.3 },
];

export function partOfProduct(name: string): Part {
  const product = PRODUCTS.find((item) => item.name === name);
  if (!product) throw new Error(`unknown product ${name}`);
  return product.part;
}
