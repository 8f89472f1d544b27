export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pixels with alpha at or below this count as background (soft matting leaves faint haze). */
const ALPHA_THRESHOLD = 8;

export interface AlphaInfo {
  /** Some pixel is (partly) transparent: the picture is a cut-out, not a photo with its background. */
  transparent: boolean;
  /** The box around the visible pixels (the whole picture when nothing is visible). */
  bounds: PixelBox;
}

/** Reads RGBA pixels (an ImageData's `data`): whether any is transparent, and the visible pixels' box. */
export function alphaInfo(data: Uint8ClampedArray, width: number, height: number): AlphaInfo {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  let transparent = false;
  for (let y = 0; y < height; y += 1) {
    const row = y * width * 4;
    for (let x = 0; x < width; x += 1) {
      const alpha = data[row + x * 4 + 3] ?? 255;
      if (alpha < 255) transparent = true;
      if (alpha <= ALPHA_THRESHOLD) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0) return { transparent, bounds: { x: 0, y: 0, width, height } };
  return { transparent, bounds: { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 } };
}

/** The largest side the pixels are read at (the box is scaled back to the picture's size). */
const SAMPLE_SIDE = 512;
const cache = new WeakMap<CanvasImageSource, AlphaInfo>();

/** `alphaInfo` of a loaded picture, read from a down-scaled copy and cached per picture. */
export function pictureAlpha(image: HTMLImageElement | ImageBitmap): AlphaInfo {
  const known = cache.get(image);
  if (known) return known;
  const width = 'naturalWidth' in image ? image.naturalWidth : image.width;
  const height = 'naturalHeight' in image ? image.naturalHeight : image.height;
  const scale = Math.min(1, SAMPLE_SIDE / Math.max(width, height, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let info: AlphaInfo = { transparent: false, bounds: { x: 0, y: 0, width, height } };
  if (context && width > 0 && height > 0) {
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const sampled = alphaInfo(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
    const back = (value: number) => value / scale;
    const x = Math.max(0, Math.floor(back(sampled.bounds.x)));
    const y = Math.max(0, Math.floor(back(sampled.bounds.y)));
    info = {
      transparent: sampled.transparent,
      bounds: { x, y, width: Math.min(width - x, Math.ceil(back(sampled.bounds.width))), height: Math.min(height - y, Math.ceil(back(sampled.bounds.height))) },
    };
  }
  cache.set(image, info);
  return info;
}
