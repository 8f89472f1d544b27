import { z } from 'zod';
import { LIMITS } from './limits';
import { colourSchema, idSchema, rangeSchema, shadowSchema, strokeSchema, urlSchema } from './primitives';

export const DEFAULT_FONT_FAMILY = 'Noto Sans';

const coordinate = rangeSchema(-LIMITS.maxCoordinate, LIMITS.maxCoordinate);
const size = rangeSchema(0, LIMITS.maxCoordinate);
const text = z.string({ error: 'must be a string' }).max(LIMITS.maxTextLength, { error: `must be at most ${LIMITS.maxTextLength} characters` });
const fontWeight = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(100, { error: 'must be at least 100' })
  .max(900, { error: 'must be at most 900' })
  .multipleOf(100, { error: 'must be a multiple of 100' });
const fontFamily = z.string().min(1).max(LIMITS.maxFontFamilyLength);
const nullableRef = idSchema.nullable();

/**
 * What every element has. (x, y) is the top-left corner of the unrotated box; the element turns
 * by `rotation` degrees (clockwise, (-180, 180]) about the centre of that box.
 */
const baseShape = {
  name: z.string().max(LIMITS.maxNameLength).default(''),
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  rotation: rangeSchema(-180, 180).default(0),
  opacity: rangeSchema(0, 1).default(1),
  locked: z.boolean().default(false),
  hidden: z.boolean().default(false),
};

export const IMAGE_FITS = ['contain', 'cover', 'fill'] as const;
export const TEXT_ALIGNS = ['start', 'center', 'end', 'justify'] as const;
export const TEXT_DIRECTIONS = ['ltr', 'rtl', 'auto'] as const;
export const SHAPE_KINDS = ['rect', 'ellipse', 'line', 'star'] as const;
export const BADGE_SHAPES = ['circle', 'burst', 'pill', 'rect'] as const;

/** Needs an uploaded image (imageId) or a URL (src); either may be null, not both. */
const hasSource = (element: { imageId?: string | null; stickerId?: string | null; src: string | null }) =>
  (element.imageId ?? element.stickerId ?? element.src) !== null;

export const imageElementSchema = z
  .object({
    id: idSchema,
    type: z.literal('image'),
    ...baseShape,
    imageId: nullableRef.default(null),
    src: urlSchema.nullable().default(null),
    fit: z.enum(IMAGE_FITS).default('contain'),
    cornerRadius: rangeSchema(LIMITS.cornerRadius.min, LIMITS.cornerRadius.max).default(0),
    shadow: shadowSchema.nullable().default(null),
  })
  .refine(hasSource, { error: 'needs an imageId or a src', path: ['src'] });

/** The product cut-out; imageId null means "the card's own product photo". */
export const productElementSchema = z.object({
  id: idSchema,
  type: z.literal('product'),
  ...baseShape,
  imageId: nullableRef.default(null),
  fit: z.enum(IMAGE_FITS).default('contain'),
  shadow: shadowSchema.nullable().default(null),
});

export const textElementSchema = z.object({
  id: idSchema,
  type: z.literal('text'),
  ...baseShape,
  text: text.default(''),
  fontFamily: fontFamily.default(DEFAULT_FONT_FAMILY),
  fontSize: rangeSchema(LIMITS.fontSize.min, LIMITS.fontSize.max).default(48),
  fontWeight: fontWeight.default(400),
  italic: z.boolean().default(false),
  fill: colourSchema.default('#1f2933'),
  align: z.enum(TEXT_ALIGNS).default('start'),
  lineHeight: rangeSchema(LIMITS.lineHeight.min, LIMITS.lineHeight.max).default(1.2),
  letterSpacing: rangeSchema(LIMITS.letterSpacing.min, LIMITS.letterSpacing.max).default(0),
  direction: z.enum(TEXT_DIRECTIONS).default('auto'),
  stroke: strokeSchema.nullable().default(null),
  shadow: shadowSchema.nullable().default(null),
});

/** `points` and `innerRadius` (a fraction of the outer radius) only matter for stars. */
export const shapeElementSchema = z.object({
  id: idSchema,
  type: z.literal('shape'),
  ...baseShape,
  shape: z.enum(SHAPE_KINDS),
  fill: colourSchema.default('#d9e2ec'),
  stroke: strokeSchema.nullable().default(null),
  cornerRadius: rangeSchema(LIMITS.cornerRadius.min, LIMITS.cornerRadius.max).default(0),
  points: z.number().int().min(LIMITS.starPoints.min).max(LIMITS.starPoints.max).default(5),
  innerRadius: rangeSchema(LIMITS.starInnerRadius.min, LIMITS.starInnerRadius.max).default(0.5),
  shadow: shadowSchema.nullable().default(null),
});

/** A system or user sticker (stickerId) and/or the URL it is drawn from (src). */
export const stickerElementSchema = z
  .object({
    id: idSchema,
    type: z.literal('sticker'),
    ...baseShape,
    stickerId: nullableRef.default(null),
    src: urlSchema.nullable().default(null),
  })
  .refine(hasSource, { error: 'needs a stickerId or a src', path: ['src'] });

/** A shape with a centred one-line label; the label's size follows the badge's height. */
export const badgeElementSchema = z.object({
  id: idSchema,
  type: z.literal('badge'),
  ...baseShape,
  shape: z.enum(BADGE_SHAPES).default('pill'),
  text: text.default(''),
  fill: colourSchema.default('#e8213f'),
  textColor: colourSchema.default('#ffffff'),
  fontFamily: fontFamily.default(DEFAULT_FONT_FAMILY),
  fontWeight: fontWeight.default(800),
  stroke: strokeSchema.nullable().default(null),
});

/** One schema per kind, by `type`. */
export const ELEMENT_SCHEMAS = {
  image: imageElementSchema,
  product: productElementSchema,
  text: textElementSchema,
  shape: shapeElementSchema,
  sticker: stickerElementSchema,
  badge: badgeElementSchema,
} as const;

export type ElementKind = keyof typeof ELEMENT_SCHEMAS;
export const ELEMENT_KINDS = Object.keys(ELEMENT_SCHEMAS) as ElementKind[];
export const isElementKind = (value: unknown): value is ElementKind => typeof value === 'string' && Object.hasOwn(ELEMENT_SCHEMAS, value);

export const elementSchema = z.discriminatedUnion('type', [
  imageElementSchema,
  productElementSchema,
  textElementSchema,
  shapeElementSchema,
  stickerElementSchema,
  badgeElementSchema,
]);

export type ImageElement = z.output<typeof imageElementSchema>;
export type ProductElement = z.output<typeof productElementSchema>;
export type TextElement = z.output<typeof textElementSchema>;
export type ShapeElement = z.output<typeof shapeElementSchema>;
export type StickerElement = z.output<typeof stickerElementSchema>;
export type BadgeElement = z.output<typeof badgeElementSchema>;
export type EditorElement = z.output<typeof elementSchema>;
/** An element as written by hand: every field with a default may be left out. */
export type EditorElementInput = z.input<typeof elementSchema>;
export type ElementOfKind<K extends ElementKind> = Extract<EditorElement, { type: K }>;

/** The property names each kind knows (used to report properties restore() drops). */
export function knownProperties(kind: ElementKind): Set<string> {
  return new Set(Object.keys(ELEMENT_SCHEMAS[kind].shape));
}
