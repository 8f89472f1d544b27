import { useTranslation } from 'react-i18next';
import { ToolPageLayout } from '../../tools';
import { DEFAULT_FORM } from '../api/imageGenerationApi';
import { TextToImageStudio } from '../components/TextToImageStudio';

/** Image generation (text-to-image), /:lang/image-generation. */
export function ImageGenerationPage() {
  const { t } = useTranslation('imageGeneration');
  return (
    <ToolPageLayout tool="image-generation" title={t('title')} subtitle={t('subtitle')}>
      <TextToImageStudio initial={DEFAULT_FORM} />
    </ToolPageLayout>
  );
}
