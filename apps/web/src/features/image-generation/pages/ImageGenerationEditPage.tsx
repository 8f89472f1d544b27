import { Center, Loader } from '@mantine/core';
import { TEXT_TO_IMAGE_ASPECTS, TEXT_TO_IMAGE_STYLES, type TextToImageStyle } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ToolPageLayout, useGeneratedImage } from '../../tools';
import { DEFAULT_FORM, type TextToImageForm } from '../api/imageGenerationApi';
import { TextToImageStudio } from '../components/TextToImageStudio';

/** /:lang/image-generation/:imageId/edit: the picture's prompt and settings, to change and generate again. */
export function ImageGenerationEditPage() {
  const { t } = useTranslation('imageGeneration');
  const { imageId = '' } = useParams();
  const entry = useGeneratedImage(imageId);
  if (entry.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const item = entry.data;
  const initial: TextToImageForm = item
    ? {
        ...DEFAULT_FORM,
        prompt: item.prompt ?? '',
        negativePrompt: item.negativePrompt ?? '',
        style: (TEXT_TO_IMAGE_STYLES as readonly string[]).includes(item.style ?? '') ? (item.style as TextToImageStyle) : DEFAULT_FORM.style,
        aspectRatio: (TEXT_TO_IMAGE_ASPECTS as readonly string[]).includes(item.size ?? '') ? (item.size as TextToImageForm['aspectRatio']) : DEFAULT_FORM.aspectRatio,
      }
    : DEFAULT_FORM;
  return (
    <ToolPageLayout tool="image-generation" title={t('edit.title')} subtitle={t('edit.subtitle')}>
      <TextToImageStudio initial={initial} />
    </ToolPageLayout>
  );
}
