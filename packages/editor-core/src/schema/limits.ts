/** Bounds every document respects; restore() refuses documents outside them (opacity is clamped). */
export const LIMITS = {
  canvasMin: 100,
  canvasMax: 4096,
  maxElements: 200,
  maxTextLength: 2000,
  maxIdLength: 128,
  maxNameLength: 120,
  maxFontFamilyLength: 100,
  maxUrlLength: 2048,
  /** Positions and sizes may leave the canvas, but not by absurd amounts. */
  maxCoordinate: 100_000,
  fontSize: { min: 4, max: 1000 },
  lineHeight: { min: 0.5, max: 5 },
  letterSpacing: { min: -100, max: 500 },
  strokeWidth: { min: 0, max: 200 },
  shadowBlur: { min: 0, max: 200 },
  shadowOffset: { min: -1000, max: 1000 },
  cornerRadius: { min: 0, max: 2048 },
  starPoints: { min: 3, max: 64 },
  starInnerRadius: { min: 0.1, max: 0.95 },
} as const;
