import { useTranslation } from 'react-i18next';

const GENERATORS = ['studio', 'comfyui', 'fal'] as const;

/**
 * The built-in CPU engines by the start of their id (`isnet-quality`, `esrgan-thick`, `edit-adjust`…),
 * so a new model size or edit step still reads in plain words.
 */
const BUILT_IN: ReadonlyArray<readonly [prefix: string, name: string]> = [
  ['isnet', 'cutout'],
  ['esrgan', 'upscaler'],
  ['patchmatch', 'patchFill'],
  ['compose', 'compositor'],
  ['libvips', 'imageProcessing'],
  ['edit-', 'imageEditor'],
  ['ppocr', 'textDetector'],
];

/** An engine id in plain words ("built-in scene composer"), for a details line; an unknown id reads as "another image generator". */
export function useEngineName(): (engine: string | null | undefined) => string {
  const { t } = useTranslation('engines');
  return (engine) => {
    if (!engine) return t('names.none');
    if ((GENERATORS as readonly string[]).includes(engine)) return t(`names.${engine as (typeof GENERATORS)[number]}`);
    const builtIn = BUILT_IN.find(([prefix]) => engine.startsWith(prefix));
    return builtIn ? t(`names.${builtIn[1]}` as 'names.cutout') : t('names.other');
  };
}
