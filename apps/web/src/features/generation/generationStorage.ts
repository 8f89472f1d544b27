import { appStorage } from '../../common/storage/storage';
import { restoreForm, type GenerationForm } from './generationForm';
import { SIZE_IDS } from './sizeOptions';

/** What the spec's `generation` key keeps: the last settings, and the product's last job. */
interface SavedGeneration {
  form: GenerationForm;
  productId?: string;
  jobId?: string;
}

function read(): Partial<SavedGeneration> {
  try {
    return (JSON.parse(appStorage.get('generation') ?? 'null') as Partial<SavedGeneration> | null) ?? {};
  } catch {
    return {};
  }
}

export const generationStorage = {
  form: (): GenerationForm => restoreForm(read().form, SIZE_IDS),
  /** The last job, when it was started for this product. */
  jobFor: (productId: string): string | null => {
    const saved = read();
    return saved.productId === productId && typeof saved.jobId === 'string' ? saved.jobId : null;
  },
  save: (value: SavedGeneration) => appStorage.set('generation', JSON.stringify(value)),
};
