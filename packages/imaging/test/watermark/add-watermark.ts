import sharp from 'sharp';
import type { Raster } from '../../src/raster';

export interface WatermarkSpec {
  /** The mark's text; a newline starts a second line (a handle over a shop name). */
  text: string;
  fontSize: number;
  opacity: number;
  position: 'corner' | 'centre' | 'tiled';
  /** Fill colour of the text (default white). */
  colour?: string;
  /** Font family and weight (default DejaVu Sans, bold). */
  font?: { family: string; weight: 'normal' | 'bold' };
  /** A logo: a ring of this stroke colour around the text (a round badge), drawn in the same opacity. */
  ring?: string;
}

/**
 * Stamps a text watermark on an RGB image the way stock sites and sellers do: text rendered
 * by librsvg through sharp's SVG input with a system font, alpha-blended at `opacity`. Returns the
 * marked image, the ground truth (1 where the glyphs cover at least half their opacity) and the
 * mark's footprint (1 on every pixel the mark changed, anti-aliased edges included, before any JPEG).
 */
export async function addTextWatermark(image: Raster, spec: WatermarkSpec): Promise<{ marked: Raster; truth: Uint8Array; footprint: Uint8Array }> {
  const { width, height } = image;
  const fill = spec.colour ?? '#ffffff';
  const texts: string[] = [];
  const font = spec.font ?? { family: 'DejaVu Sans', weight: 'bold' };
  const style = `font-family="${font.family}" font-weight="${font.weight}" font-size="${spec.fontSize}" fill="${fill}"`;
  const lines = spec.text.split('\n');
  const lineHeight = 1.2 * spec.fontSize;
  // Lines as tspans ending at the given baseline; centred badges and text get text-anchor middle.
  const block = (x: number, lastBaseline: number, anchor: string) =>
    `<text text-anchor="${anchor}" ${style}>` +
    lines.map((line, i) => `<tspan x="${x}" y="${(lastBaseline - (lines.length - 1 - i) * lineHeight).toFixed(1)}">${line}</tspan>`).join('') +
    '</text>';
  switch (spec.position) {
    case 'corner':
      if (spec.ring) {
        const r = spec.fontSize * 1.6;
        const cx = width - r - 10;
        const cy = height - r - 10;
        texts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${spec.ring}" stroke-width="${(spec.fontSize / 4).toFixed(1)}"/>`);
        texts.push(block(cx, cy + spec.fontSize * 0.35, 'middle'));
      } else if (lines.length === 1) texts.push(`<text x="${width - 6}" y="${height - 8}" text-anchor="end" ${style}>${spec.text}</text>`);
      else texts.push(block(width - 6, height - 8, 'end'));
      break;
    case 'centre':
      if (lines.length === 1) texts.push(`<text x="${width / 2}" y="${height / 2}" text-anchor="middle" dominant-baseline="middle" ${style}>${spec.text}</text>`);
      else texts.push(block(width / 2, height / 2 + spec.fontSize * 0.35 + ((lines.length - 1) * lineHeight) / 2, 'middle'));
      break;
    case 'tiled': {
      const stepX = spec.fontSize * spec.text.length * 0.75;
      const stepY = spec.fontSize * 3;
      for (let y = -height; y < 2 * height; y += stepY) {
        for (let x = -width; x < 2 * width; x += stepX) {
          texts.push(`<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(-30 ${width / 2} ${height / 2})" ${style}>${spec.text}</text>`);
        }
      }
      break;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${texts.join('')}</svg>`;
  const overlay = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  const marked = new Uint8Array(width * height * 3);
  const truth = new Uint8Array(width * height);
  const footprint = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) {
    const coverage = overlay[p * 4 + 3] / 255;
    const a = coverage * spec.opacity;
    truth[p] = coverage >= 0.5 ? 1 : 0;
    for (let k = 0; k < 3; k++) {
      const base = image.data[p * image.channels + Math.min(k, image.channels - 1)];
      marked[p * 3 + k] = Math.round(overlay[p * 4 + k] * a + base * (1 - a));
      if (marked[p * 3 + k] !== base) footprint[p] = 1;
    }
  }
  return { marked: { width, height, channels: 3, data: marked }, truth, footprint };
}
