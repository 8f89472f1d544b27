import { useTranslation } from 'react-i18next';
import { GalleryView } from '../../gallery';
import { ToolPageLayout } from '../../tools';

/** /:lang/image-generation/gallery: every text-to-image picture of the user. */
export function ImageGenerationGalleryPage() {
  const { t } = useTranslation('imageGeneration');
  return (
    <ToolPageLayout tool="image-generation" title={t('gallery')}>
      <GalleryView tool="text-to-image" />
    </ToolPageLayout>
  );
}
