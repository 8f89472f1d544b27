import type { Language } from '@vitrina/contracts';

/** A text in every interface language (the captions and the steps beside the video). */
export type Translated = Record<Language, string>;
