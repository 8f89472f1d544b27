import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { GeneratedImageView, useGeneratedImage, ToolPageLayout } from '../../tools';
import { imageGenerationPaths } from '../api/imageGenerationApi';

/** /:lang/image-generation/:imageId: one picture, its prompt and settings, download, share, send to other tools. */
export function ImageGenerationImagePage() {
  const { t } = useTranslation('imageGeneration');
  const { imageId = '' } = useParams();
  const paths = imageGenerationPaths(useLanguage());
  const item = useGeneratedImage(imageId).data;
  return (
    <ToolPageLayout tool="image-generation" title={t('image.title')}>
      <GeneratedImageView
        imageId={imageId}
        tool="text-to-image"
        details={[
          { label: t('form.prompt'), value: item?.prompt },
          { label: t('form.negative'), value: item?.negativePrompt },
          { label: t('form.style'), value: item?.style ? t(`styles.${item.style as 'photo'}`, { defaultValue: item.style }) : null },
          { label: t('form.aspect'), value: item?.size },
        ]}
        extra={
          <Button component={Link} to={paths.edit(imageId)} variant="light" leftSection={<IconPencil size={16} />} data-testid="t2i-edit">
            {t('image.edit')}
          </Button>
        }
      />
    </ToolPageLayout>
  );
}
