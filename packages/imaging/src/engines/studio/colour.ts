/** Small RGB helpers in 0..255 floats. */
export type Rgb = readonly [number, number, number];

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
export const scale = (a: Rgb, k: number): Rgb => [a[0] * k, a[1] * k, a[2] * k];

export function hexToRgb(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const value = parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Shifts a colour's hue slightly (radians) in YIQ space: seeds vary palettes without leaving them. */
export function jitterHue(colour: Rgb, angle: number): Rgb {
  const [r, g, b] = colour;
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const i = 0.596 * r - 0.274 * g - 0.322 * b;
  const q = 0.211 * r - 0.523 * g + 0.312 * b;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const i2 = i * cos - q * sin;
  const q2 = i * sin + q * cos;
  return [y + 0.956 * i2 + 0.621 * q2, y - 0.272 * i2 - 0.647 * q2, y - 1.106 * i2 + 1.703 * q2].map((v) => Math.min(255, Math.max(0, v))) as unknown as Rgb;
}
