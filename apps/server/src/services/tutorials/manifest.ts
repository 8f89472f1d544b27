import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, TUTORIAL_TOOLS, type Language, type Tutorial } from '@vitrina/contracts';
import { z } from 'zod';

/** apps/server/assets/tutorials: the videos `npm run tutorials` records from the running app. */
export const TUTORIALS_DIR = fileURLToPath(new URL('../../../assets/tutorials', import.meta.url));
/** Public URL of the tutorial files (the same for everyone, no token). */
export const TUTORIAL_ASSET_URL = '/api/tutorials/assets/';
/** The only names served: `<id>.webm`, `<id>.webp`, `<id>.<lang>.vtt`. */
export const TUTORIAL_FILE = /^[a-z0-9][a-z0-9-]*(\.webm|\.webp|\.(ar|en|es|ko)\.vtt)$/;

const translated = z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string().min(1)])) as Record<Language, z.ZodString>);
const fileSchema = z.object({ file: z.string().regex(TUTORIAL_FILE), bytes: z.number().int().positive() });

export const tutorialManifestSchema = z.array(
  z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    tool: z.enum(TUTORIAL_TOOLS),
    toolPath: z.string().regex(/^\/[a-z0-9/-]*$/),
    title: translated,
    /** Each step as shown in the video: when it starts (seconds into the encoded video) and its text. */
    steps: z.array(z.object({ at: z.number().nonnegative(), text: translated })).min(1),
    durationSeconds: z.number().positive(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    video: fileSchema,
    poster: fileSchema,
    captions: z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, fileSchema])) as Record<Language, typeof fileSchema>),
    recordedAt: z.string(),
  }),
);
export type TutorialManifest = z.infer<typeof tutorialManifestSchema>;
type TutorialManifestEntry = TutorialManifest[number];

/** Reads and checks the manifest; a missing manifest is no tutorials, a broken one an error. */
export async function loadTutorialManifest(dir = TUTORIALS_DIR): Promise<TutorialManifest> {
  let text: string;
  try {
    text = await readFile(join(dir, 'manifest.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return tutorialManifestSchema.parse(JSON.parse(text));
}

/** One manifest entry as the API answers it, in `lang`. */
export function tutorialIn(entry: TutorialManifestEntry, lang: Language): Tutorial {
  return {
    id: entry.id,
    tool: entry.tool,
    title: entry.title[lang],
    steps: entry.steps.map((step) => step.text[lang]),
    videoUrl: TUTORIAL_ASSET_URL + entry.video.file,
    posterUrl: TUTORIAL_ASSET_URL + entry.poster.file,
    captions: LANGUAGES.map((language) => ({ lang: language, url: TUTORIAL_ASSET_URL + entry.captions[language].file })),
    durationSeconds: entry.durationSeconds,
    toolPath: entry.toolPath,
  };
}

/** Every file the manifest names (what the assets route may serve). */
export function tutorialFiles(manifest: TutorialManifest): Set<string> {
  return new Set(manifest.flatMap((entry) => [entry.video.file, entry.poster.file, ...LANGUAGES.map((lang) => entry.captions[lang].file)]));
}
