/**
 * What the generate task hands over as each scene of a batch is ready. Kept apart from the task
 * module so the main thread can check it without loading the task's code.
 */
export interface GeneratedTaskImage {
  bytes: Uint8Array;
  seed: number;
}

export interface GeneratedPart {
  index: number;
  image: GeneratedTaskImage;
}

export const isGeneratedPart = (value: unknown): value is GeneratedPart =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as GeneratedPart).index) &&
  (value as GeneratedPart).image?.bytes instanceof Uint8Array;
