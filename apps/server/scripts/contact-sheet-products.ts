/** The six products and four styles of the studio contact sheet (docs/studio-scenes.md). */

const REAL_PHOTOS = '../../../packages/imaging/test/real-photos/photos/';
const SYSTEM_PRODUCTS = '../assets/system-products/';

export interface SheetProduct {
  label: string;
  /** Relative to this folder. */
  file: string;
  /** Why it is on the sheet. */
  note: string;
}

export const SHEET_PRODUCTS: SheetProduct[] = [
  { label: 'Coffee cup', file: `${REAL_PHOTOS}coffee.jpg`, note: 'real photo (scikit-image, CC0) shot from above: cut out by ISNet' },
  { label: 'Perfume', file: `${SYSTEM_PRODUCTS}perfume-bottle.jpg`, note: 'system product, eye-level shot: cut out by ISNet' },
  { label: 'Sneaker', file: `${SYSTEM_PRODUCTS}sneaker.jpg`, note: 'system product, wide and low: cut out by ISNet' },
  { label: 'Headphones', file: `${SYSTEM_PRODUCTS}headphones.jpg`, note: 'system product, open shape: cut out by ISNet' },
  { label: 'Candle', file: `${REAL_PHOTOS}candle.webp`, note: 'real photo with alpha (Tux Paint stamp, GPL-2.0+): no cut-out needed' },
  { label: 'Drum', file: `${REAL_PHOTOS}drum.webp`, note: 'real photo with alpha (Tux Paint stamp, GPL-2.0+), round base seen from above' },
];

/** Built-in styles, each with the prompt a seller might add; sweep, podium, marble tabletop and wood. */
export const SHEET_STYLES: { style: string; prompt: string }[] = [
  { style: 'studio', prompt: '' },
  { style: 'luxury', prompt: 'marble podium, gold spheres' },
  { style: 'kitchen', prompt: 'marble table' },
  { style: 'natural', prompt: 'wooden table, leaves, warm light' },
];
