/**
 * Watermarks as they appear on real listings, stamped on clean photographs: a tiled grey ©, a
 * dark corner URL, a coloured logo ring with a name, a yellow ®, a two-line seller handle and a
 * tiled white PREVIEW, in several fonts, then saved as lossy JPEG like a downloaded listing photo.
 * The ground truth is where the mark covers at least a quarter of its opacity.
 */
import sharp from 'sharp';
import type { Raster } from '../src/raster';

export type MarkKind = 'tiled-copyright' | 'corner-url' | 'logo-ring' | 'registered' | 'handle' | 'tiled-preview';

export const MARK_KINDS: readonly MarkKind[] = ['tiled-copyright', 'corner-url', 'logo-ring', 'registered', 'handle', 'tiled-preview'];

function markSvg(kind: MarkKind, width: number, height: number): { svg: string; opacity: number } {
  const s = Math.min(width, height);
  const body = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${inner}</svg>`;
  switch (kind) {
    case 'tiled-copyright': {
      const texts: string[] = [];
      const size = Math.round(s / 14);
      for (let y = size; y < height + size; y += size * 3.2) {
        for (let x = (y / (size * 3.2)) % 2 === 0 ? 0 : size * 2; x < width; x += size * 5) {
          texts.push(`<text x="${x}" y="${y}" font-family="DejaVu Serif" font-size="${size}" fill="#808080">© shop</text>`);
        }
      }
      return { svg: body(texts.join('')), opacity: 0.45 };
    }
    case 'corner-url':
      return {
        svg: body(`<text x="${width - 8}" y="${height - 10}" text-anchor="end" font-family="Liberation Sans, DejaVu Sans" font-size="${Math.round(s / 22)}" fill="#1a1a1a">www.best-deals-shop.com</text>`),
        opacity: 0.8,
      };
    case 'logo-ring': {
      const r = s / 7;
      const cx = width * 0.72;
      const cy = height * 0.3;
      return {
        svg: body(
          `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#d0342c" stroke-width="${r / 7}"/>` +
            `<text x="${cx}" y="${cy + r / 5}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${r / 1.6}" fill="#d0342c">ACME</text>`,
        ),
        opacity: 0.7,
      };
    }
    case 'registered':
      return {
        svg: body(`<text x="${width * 0.12}" y="${height * 0.22}" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(s / 6)}" fill="#f2c200">®</text>`),
        opacity: 0.75,
      };
    case 'handle': {
      const size = Math.round(s / 20);
      return {
        svg: body(
          `<text x="${width * 0.06}" y="${height - size * 2.4}" font-family="DejaVu Sans Mono, DejaVu Sans" font-size="${size}" fill="#ffffff">@sunny.goods</text>` +
            `<text x="${width * 0.06}" y="${height - size}" font-family="DejaVu Sans Mono, DejaVu Sans" font-size="${size}" fill="#ffffff">DM to order</text>`,
        ),
        opacity: 0.85,
      };
    }
    case 'tiled-preview': {
      const texts: string[] = [];
      const size = Math.round(s / 9);
      for (let y = -height; y < 2 * height; y += size * 2.8) {
        for (let x = -width; x < 2 * width; x += size * 5.5) {
          texts.push(`<text x="${x}" y="${y}" transform="rotate(-30 ${width / 2} ${height / 2})" font-family="Liberation Sans, DejaVu Sans" font-weight="bold" font-size="${size}" fill="#ffffff">PREVIEW</text>`);
        }
      }
      return { svg: body(texts.join('')), opacity: 0.35 };
    }
  }
}

export async function stampMark(image: Raster, kind: MarkKind, jpegQuality = 80): Promise<{ marked: Raster; truth: Uint8Array }> {
  const { width, height } = image;
  const { svg, opacity } = markSvg(kind, width, height);
  const overlay = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  const blended = new Uint8Array(width * height * 3);
  const truth = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) {
    const coverage = overlay[p * 4 + 3] / 255;
    const a = coverage * opacity;
    truth[p] = coverage >= 0.25 ? 1 : 0;
    for (let k = 0; k < 3; k++) blended[p * 3 + k] = Math.round(overlay[p * 4 + k] * a + image.data[p * 3 + k] * (1 - a));
  }
  const jpeg = await sharp(blended, { raw: { width, height, channels: 3 } }).jpeg({ quality: jpegQuality }).toBuffer();
  const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  return { marked: { width, height, channels: 3, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) }, truth };
}
