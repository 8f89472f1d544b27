export const RATIOS = ['1:1', '3:4', '4:3', '9:16', '16:9'] as const;
export type Ratio = (typeof RATIOS)[number];

/** The smallest canvas of `ratio` that holds the image (the server computes the same). */
export function frameSize(width: number, height: number, ratio: Ratio): { width: number; height: number } {
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  const target = w / h;
  return width / height < target ? { width: Math.round(height * target), height } : { width, height: Math.round(width / target) };
}

/** Keeps the image inside the frame. */
export function clampOffset(offset: { x: number; y: number }, image: { width: number; height: number }, frame: { width: number; height: number }) {
  return {
    x: Math.round(Math.min(Math.max(0, offset.x), frame.width - image.width)),
    y: Math.round(Math.min(Math.max(0, offset.y), frame.height - image.height)),
  };
}

export const centredOffset = (image: { width: number; height: number }, frame: { width: number; height: number }) => ({
  x: Math.floor((frame.width - image.width) / 2),
  y: Math.floor((frame.height - image.height) / 2),
});
