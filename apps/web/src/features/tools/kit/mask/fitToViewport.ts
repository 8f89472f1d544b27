/**
 * The canvas's CSS width at a zoom level. At 100 % the whole photo fits the viewport box (as wide
 * as the box, and no taller than its `max-height`, `--mask-viewport-height` in
 * MaskBrushCanvas.module.css); other levels scale that fitted size, and the box scrolls.
 */
export function fittedCanvasWidth(zoom: number, photoWidth: number, photoHeight: number): string {
  const aspect = photoWidth / Math.max(1, photoHeight);
  return `calc(${zoom} * min(100%, var(--mask-viewport-height) * ${aspect.toFixed(6)}))`;
}
