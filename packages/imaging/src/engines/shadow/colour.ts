/** Colour strings accepted by the shadow, compose and edit engines: '#rrggbb' (or '#rgb') and 'transparent'. */
export type Rgb = readonly [number, number, number];

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** Parses '#rrggbb' or '#rgb' into 0..255 channels; throws RangeError for anything else. */
export function parseHexColour(value: string): Rgb {
  if (!HEX_COLOUR.test(value)) throw new RangeError(`Not a colour: ${JSON.stringify(value)} (expected '#rrggbb')`);
  const hex = value.length === 4 ? [...value.slice(1)].map((digit) => digit + digit).join('') : value.slice(1);
  return [Number.parseInt(hex.slice(0, 2), 16), Number.parseInt(hex.slice(2, 4), 16), Number.parseInt(hex.slice(4, 6), 16)];
}

/** `null` for 'transparent', the parsed colour otherwise. */
export function parseBackgroundColour(value: string): Rgb | null {
  return value === 'transparent' ? null : parseHexColour(value);
}
