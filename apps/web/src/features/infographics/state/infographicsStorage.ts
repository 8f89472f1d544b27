import { appStorage } from '../../../common/storage/storage';
import { isCardPreset, type CardPresetId } from './startDocument';

/** What the spec's `infographics` key keeps: the canvas preset last chosen for a blank card. */
interface SavedInfographics {
  preset: CardPresetId;
}

function read(): Partial<SavedInfographics> {
  try {
    const saved = JSON.parse(appStorage.get('infographics') ?? 'null') as unknown;
    return typeof saved === 'object' && saved !== null ? (saved) : {};
  } catch {
    return {};
  }
}

export const infographicsStorage = {
  /** The last preset, or the common 3:4 card when nothing (or something stale) is stored. */
  preset: (): CardPresetId => {
    const { preset } = read();
    return isCardPreset(preset) ? preset : 'card-3-4';
  },
  savePreset: (preset: CardPresetId) => appStorage.set('infographics', JSON.stringify({ ...read(), preset })),
};
