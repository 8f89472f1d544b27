import { z } from 'zod';
import { LANGUAGES } from '../languages';

/** The tools the education page has a tutorial video for (issue 21): one per main tool. */
export const TUTORIAL_TOOLS = ['generate', 'remove-background', 'infographics', 'shadow', 'upscale', 'inpaint', 'watermarks', 'outpaint', 'public-api'] as const;
export type TutorialTool = (typeof TUTORIAL_TOOLS)[number];

export const tutorialQuerySchema = z.object({
  lang: z.enum(LANGUAGES).describe('Language of the title and steps (the captions come in every language)'),
});

export const tutorialCaptionSchema = z
  .object({
    lang: z.enum(LANGUAGES),
    /** WebVTT (text/vtt). */
    url: z.string(),
  })
  .meta({ id: 'TutorialCaption' });

export const tutorialSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    tool: z.enum(TUTORIAL_TOOLS),
    title: z.string(),
    /** The steps the video shows, in order, as text. */
    steps: z.array(z.string()),
    /** WebM (VP9), under 3 MB, 30–90 s; answers range requests. */
    videoUrl: z.string(),
    /** WebP, the frame the video opens with. */
    posterUrl: z.string(),
    captions: z.array(tutorialCaptionSchema),
    /** Measured from the encoded file. */
    durationSeconds: z.number().positive(),
    /** The tool's page without the language prefix, e.g. `/remove-background` (the web app adds `/:lang`). */
    toolPath: z.string().regex(/^\/[a-z0-9/-]*$/),
  })
  .meta({ id: 'Tutorial' });
export type Tutorial = z.infer<typeof tutorialSchema>;
