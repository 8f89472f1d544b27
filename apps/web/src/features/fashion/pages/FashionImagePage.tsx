import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GeneratedImageView, useGeneratedImage } from '../../tools';
import { FashionGate } from '../components/FashionGate';

/** /:lang/fashion/image/:imageId: one try-on image, how it was made, download, share, send to other tools. */
export function FashionImagePage() {
  const { t } = useTranslation('fashion');
  const { imageId = '' } = useParams();
  const item = useGeneratedImage(imageId).data;
  return (
    <FashionGate title={t('image.title')}>
      <GeneratedImageView
        imageId={imageId}
        tool="fashion-try-on"
        details={[
          { label: t('create.category'), value: item?.style ? t(`categories.${item.style as 'top'}`, { defaultValue: item.style }) : null },
          { label: t('image.model'), value: item?.prompt ?? (item ? t('model.photo') : null) },
        ]}
      />
    </FashionGate>
  );
}
