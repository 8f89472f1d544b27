import { z } from 'zod';
import { elementSchema } from './elements';
import { LIMITS } from './limits';
import { colourSchema } from './primitives';

/** The version restore() produces; every older one has a migration (restore/migrations.ts). */
export const CURRENT_VERSION = 2;

const canvasSide = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number of pixels' })
  .min(LIMITS.canvasMin, { error: `must be at least ${LIMITS.canvasMin} px` })
  .max(LIMITS.canvasMax, { error: `must be at most ${LIMITS.canvasMax} px` });

export const canvasSchema = z.object({
  width: canvasSide,
  height: canvasSide,
  background: colourSchema.default('#ffffff'),
});
export type Canvas = z.output<typeof canvasSchema>;

/** The current document: z-order is array order (first drawn first, last on top). */
export const documentSchema = z.object({
  version: z.literal(CURRENT_VERSION),
  canvas: canvasSchema,
  elements: z
    .array(elementSchema, { error: 'must be a list of elements' })
    .max(LIMITS.maxElements, { error: `must have at most ${LIMITS.maxElements} elements` }),
});

export type EditorDocument = z.output<typeof documentSchema>;
export type EditorDocumentInput = z.input<typeof documentSchema>;
