import type { IMAGE_FITS } from '@vitrina/editor-core';

type Fit = (typeof IMAGE_FITS)[number];

export interface ImageLayout {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The part of the picture shown (cover cuts the overflow off). */
  crop: { x: number; y: number; width: number; height: number };
}

/** Places a picture of `image` size in a box: contain (whole, centred), cover (filled, centred crop) or fill (stretched). */
export function imageLayout(image: { width: number; height: number }, box: { width: number; height: number }, fit: Fit): ImageLayout {
  const whole = { x: 0, y: 0, width: image.width, height: image.height };
  if (fit === 'fill' || image.width <= 0 || image.height <= 0) return { x: 0, y: 0, width: box.width, height: box.height, crop: whole };
  if (fit === 'contain') {
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    return { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height, crop: whole };
  }
  const scale = Math.max(box.width / image.width, box.height / image.height);
  const cropWidth = box.width / scale;
  const cropHeight = box.height / scale;
  return {
    x: 0,
    y: 0,
    width: box.width,
    height: box.height,
    crop: { x: (image.width - cropWidth) / 2, y: (image.height - cropHeight) / 2, width: cropWidth, height: cropHeight },
  };
}
