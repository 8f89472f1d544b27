import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { CANVAS, FONT_FAMILY, type TemplateDesign, type TemplateElement } from './template-model';

/** Width of the preview PNGs (3:4, like the canvas). */
export const PREVIEW_WIDTH = 450;

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function star(x: number, y: number, width: number, height: number, points = 14): string {
  const cx = x + width / 2;
  const cy = y + height / 2;
  return Array.from({ length: points * 2 }, (_, index) => {
    const scale = index % 2 === 0 ? 0.5 : 0.4;
    const angle = (index * Math.PI) / points - Math.PI / 2;
    return `${(cx + width * scale * Math.cos(angle)).toFixed(1)},${(cy + height * scale * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/**
 * Previews are drawn by librsvg with the machine's fonts. Debian's Noto Sans has no U+2212 (the
 * minus of "−30%") and the fallback drew it high, like "¯30%"; the minus gets DejaVu Sans, which
 * has it at the right height. (The editor's bundled Noto Sans has it: fontCoverage.test.ts.)
 */
const MINUS_FONT = 'DejaVu Sans';
const withMinus = (escaped: string) => escaped.replaceAll('−', `<tspan font-family="${MINUS_FONT}">−</tspan>`);

function text(content: string, x: number, y: number, width: number, size: number, weight: number, fill: string, align: 'start' | 'center' | 'end', spacing = 0): string {
  const anchor = align === 'center' ? 'middle' : align;
  const left = align === 'center' ? x + width / 2 : align === 'end' ? x + width : x;
  return `<text x="${left}" y="${y + size * 0.95}" text-anchor="${anchor}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}" fill="${fill}">${withMinus(escape(content))}</text>`;
}

interface PreviewAssets {
  stickerDataUrl(file: string): string;
  productDataUrl: string;
}

function element(item: TemplateElement, assets: PreviewAssets): string {
  const { x, y, width, height } = item;
  let markup: string;
  switch (item.type) {
    case 'text':
      markup = text(item.text, x, y, width, item.fontSize, item.fontWeight ?? 400, item.fill ?? '#1f2933', item.align ?? 'start', item.letterSpacing);
      break;
    case 'shape': {
      const stroke = item.stroke ? ` stroke="${item.stroke.color}" stroke-width="${item.stroke.width}"` : '';
      const fill = item.fill === 'transparent' ? 'none' : item.fill;
      if (item.shape === 'rect') markup = `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${item.cornerRadius ?? 0}" fill="${fill}"${stroke}/>`;
      else if (item.shape === 'ellipse') markup = `<ellipse cx="${x + width / 2}" cy="${y + height / 2}" rx="${width / 2}" ry="${height / 2}" fill="${fill}"${stroke}/>`;
      else if (item.shape === 'star') markup = `<polygon points="${star(x, y, width, height)}" fill="${fill}"${stroke}/>`;
      else markup = `<line x1="${x}" y1="${y}" x2="${x + width}" y2="${y + height}"${stroke}/>`;
      break;
    }
    case 'sticker':
      markup = `<image x="${x}" y="${y}" width="${width}" height="${height}" href="${assets.stickerDataUrl(item.file)}"/>`;
      break;
    case 'badge': {
      const shape =
        item.shape === 'burst'
          ? `<polygon points="${star(x, y, width, height, 16)}" fill="${item.fill}"/>`
          : item.shape === 'circle'
            ? `<ellipse cx="${x + width / 2}" cy="${y + height / 2}" rx="${width / 2}" ry="${height / 2}" fill="${item.fill}"/>`
            : `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${item.fill}"/>`;
      const size = Math.round(height * (item.shape === 'pill' ? 0.4 : 0.24));
      markup = shape + text(item.text, x, y + height / 2 - size * 0.6, width, size, 800, item.textColor, 'center');
      break;
    }
    case 'product':
      markup = `<image x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet" href="${assets.productDataUrl}"/>`;
      break;
  }
  const rotation = item.rotation ?? 0;
  if (rotation === 0 && (item.opacity ?? 1) === 1) return markup;
  return `<g transform="rotate(${rotation} ${x + width / 2} ${y + height / 2})" opacity="${item.opacity ?? 1}">${markup}</g>`;
}

/** The preview PNG of a design: its SVG rendered by sharp (librsvg), with a sample product photo. */
export async function renderPreview(design: TemplateDesign, stickersDir: string, productPhoto: string): Promise<Buffer> {
  const product = await sharp(readFileSync(productPhoto)).resize({ width: 600, height: 700, fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();
  const assets: PreviewAssets = {
    stickerDataUrl: (file) => `data:image/svg+xml;base64,${readFileSync(join(stickersDir, file)).toString('base64')}`,
    productDataUrl: `data:image/jpeg;base64,${product.toString('base64')}`,
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS.width}" height="${CANVAS.height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}"><rect width="100%" height="100%" fill="${design.background}"/>${design.elements.map((item) => element(item, assets)).join('')}</svg>`;
  return sharp(Buffer.from(svg)).resize({ width: PREVIEW_WIDTH }).png({ compressionLevel: 9 }).toBuffer();
}
