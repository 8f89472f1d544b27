/**
 * The edit page's settings, exactly the `adjust` operation of the image-edit tool, and how the
 * browser previews them (packages/imaging engines/edit README: CSS brightness/contrast/saturate,
 * a colour matrix for warmth, an unsharp mask for sharpness; the server render is the reference).
 */
export type QuarterTurn = 0 | 90 | 180 | 270;
export const ADJUSTMENTS = ['brightness', 'contrast', 'saturation', 'warmth', 'sharpness'] as const;
export type Adjustment = (typeof ADJUSTMENTS)[number];

export interface EditState extends Record<Adjustment, number> {
  rotate: QuarterTurn;
  flipH: boolean;
  flipV: boolean;
}

export const IDENTITY_EDIT: EditState = { rotate: 0, flipH: false, flipV: false, brightness: 0, contrast: 0, saturation: 0, warmth: 0, sharpness: 0 };

export const sameEdit = (a: EditState, b: EditState): boolean => (Object.keys(IDENTITY_EDIT) as (keyof EditState)[]).every((key) => a[key] === b[key]);
export const isIdentity = (state: EditState): boolean => sameEdit(state, IDENTITY_EDIT);

/** A quarter turn clockwise (+1) or anticlockwise (-1). */
export function rotated(state: EditState, direction: 1 | -1): EditState {
  return { ...state, rotate: (((state.rotate + direction * 90) % 360) + 360) % 360 as QuarterTurn };
}

/** Mirror what the user sees: the server flips after rotating, so the flip is of the rotated picture. */
export const flipped = (state: EditState, axis: 'flipH' | 'flipV'): EditState => ({ ...state, [axis]: !state[axis] });

/** Size of the saved image: quarter turns of 90° and 270° swap the sides. */
export function editedSize(size: { width: number; height: number }, rotate: QuarterTurn): { width: number; height: number } {
  return rotate % 180 === 0 ? { ...size } : { width: size.height, height: size.width };
}

/** The tool's parameters for a save. */
export const adjustOperation = (state: EditState) => ({ operation: { type: 'adjust' as const, ...state } });

/** CSS transform of the picture inside a box of the edited size (flip applied after rotation, as on the server). */
export function previewTransform(state: EditState): string {
  return `translate(-50%, -50%) scale(${state.flipH ? -1 : 1}, ${state.flipV ? -1 : 1}) rotate(${state.rotate}deg)`;
}

/** The CSS filters that match the tone adjustments (sRGB, same formulas as the server). */
export function previewFilter(state: EditState, svgFilterId: string): string {
  const factor = (value: number) => (1 + value / 100).toFixed(3);
  return `brightness(${factor(state.brightness)}) contrast(${factor(state.contrast)}) saturate(${factor(state.saturation)}) url(#${svgFilterId})`;
}

/** Warmth as an feColorMatrix: red × (1 + 0.2 w), blue × (1 − 0.2 w). */
export function warmthMatrix(warmth: number): string {
  const red = 1 + (0.2 * warmth) / 100;
  const blue = 1 - (0.2 * warmth) / 100;
  return `${red.toFixed(4)} 0 0 0 0  0 1 0 0 0  0 0 ${blue.toFixed(4)} 0 0  0 0 0 1 0`;
}

/**
 * Sharpness as an unsharp mask v + k (v − gauss(v)), with the server's k and sigma; sigma is in
 * the original's pixels, so the preview scales it by the displayed size.
 */
export function sharpnessKernel(sharpness: number, originalMinSide: number, displayScale: number): { amount: number; sigma: number } {
  const base = Math.min(3, Math.max(0.8, originalMinSide / 1000));
  const amount = sharpness >= 0 ? (1.5 * sharpness) / 100 : sharpness / 100;
  const sigma = sharpness >= 0 ? base : base * 2.5;
  return { amount, sigma: Math.max(0.01, sigma * displayScale) };
}
