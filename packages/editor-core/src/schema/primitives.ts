import { z } from 'zod';
import { LIMITS } from './limits';

const HEX_COLOUR = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/;
const SHORT_HEX_COLOUR = /^#(?:[0-9a-f]{3,4})$/;

/** `#rgb` / `#rgba` → `#rrggbb` / `#rrggbbaa`, lower case; anything else is returned unchanged. */
export function normaliseColour(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const lower = value.trim().toLowerCase();
  if (SHORT_HEX_COLOUR.test(lower)) return `#${[...lower.slice(1)].map((digit) => digit + digit).join('')}`;
  return lower;
}

/** `#rrggbb` or `#rrggbbaa` (stored lower case; short forms and upper case are accepted and normalised). */
export const colourSchema = z.preprocess(
  normaliseColour,
  z.string({ error: 'must be a colour (#rrggbb or #rrggbbaa)' }).regex(HEX_COLOUR, { error: 'must be a colour (#rrggbb or #rrggbbaa)' }),
);
export type Colour = z.output<typeof colourSchema>;

/** A finite number within [min, max]. */
export const rangeSchema = (min: number, max: number) =>
  z.number({ error: 'must be a number' }).min(min, { error: `must be at least ${min}` }).max(max, { error: `must be at most ${max}` });

export const strokeSchema = z.object({
  color: colourSchema,
  width: rangeSchema(LIMITS.strokeWidth.min, LIMITS.strokeWidth.max),
});
export type Stroke = z.output<typeof strokeSchema>;

export const shadowSchema = z.object({
  color: colourSchema,
  blur: rangeSchema(LIMITS.shadowBlur.min, LIMITS.shadowBlur.max).default(0),
  offsetX: rangeSchema(LIMITS.shadowOffset.min, LIMITS.shadowOffset.max).default(0),
  offsetY: rangeSchema(LIMITS.shadowOffset.min, LIMITS.shadowOffset.max).default(0),
});
export type Shadow = z.output<typeof shadowSchema>;

/** A same-origin path (`/api/…`) or an https URL: what Konva may load for an image. */
export const urlSchema = z
  .string()
  .max(LIMITS.maxUrlLength, { error: `must be at most ${LIMITS.maxUrlLength} characters` })
  .regex(/^(?:\/(?!\/)|https:\/\/)\S+$/, { error: 'must be a path starting with / or an https URL' });

export const idSchema = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .max(LIMITS.maxIdLength, { error: `must be at most ${LIMITS.maxIdLength} characters` });
