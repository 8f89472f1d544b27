import { generate } from './generate';
import { infographics } from './infographics';
import { inpaint } from './inpaint';
import type { TutorialScenario } from './kit';
import { outpaint } from './outpaint';
import { publicApi } from './public-api';
import { removeBackground } from './remove-background';
import { shadow } from './shadow';
import { upscale } from './upscale';
import { watermarks } from './watermarks';

export type { TutorialScenario } from './kit';

/** Every tutorial, in the order the education page lists them. */
export const tutorials: readonly TutorialScenario[] = [generate, removeBackground, infographics, shadow, upscale, inpaint, watermarks, outpaint, publicApi];
