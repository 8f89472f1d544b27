/**
 * The marks of the watermark evaluation, as issue 25 lists them from real listings: a tiled grey
 * ©, a dark corner URL, a coloured logo ring, a yellow ® brand in a serif font, a two-line white
 * handle, a white © caption at 55 % (a seller's own, over coloured ground), a tiled white
 * PREVIEW. Saved as JPEG quality 80 (`WATERMARK_JPEG_QUALITY`).
 */
import type { WatermarkSpec } from '../../packages/imaging/test/watermark/add-watermark';

export const WATERMARK_JPEG_QUALITY = 80;

export const WATERMARK_MARKS: { name: string; spec: WatermarkSpec }[] = [
  { name: 'tiled grey ©', spec: { text: '© myshop', fontSize: 22, opacity: 0.35, position: 'tiled', colour: '#8a8a8a' } },
  { name: 'corner URL', spec: { text: 'www.myshop-store.com', fontSize: 16, opacity: 0.9, position: 'corner', colour: '#1e1e1e', font: { family: 'DejaVu Sans', weight: 'normal' } } },
  { name: 'logo ring', spec: { text: 'MS', fontSize: 22, opacity: 0.75, position: 'corner', colour: '#d23c3c', ring: '#d23c3c' } },
  { name: 'yellow ® brand', spec: { text: 'BRAND®', fontSize: 48, opacity: 0.7, position: 'centre', colour: '#ffd400', font: { family: 'DejaVu Serif', weight: 'bold' } } },
  { name: 'two-line handle', spec: { text: '@my.shop\nshop online', fontSize: 18, opacity: 0.85, position: 'corner' } },
  // A seller's own caption: a white © at 55 % across the photo (seen on the coffee's red saucer).
  { name: 'white © caption', spec: { text: '© cafe-shop.com', fontSize: 34, opacity: 0.55, position: 'centre', font: { family: 'Noto Sans', weight: 'bold' } } },
  { name: 'tiled PREVIEW', spec: { text: 'PREVIEW', fontSize: 36, opacity: 0.4, position: 'tiled' } },
];
