import { useTranslation } from 'react-i18next';
import { GalleryView } from '../../gallery';
import { FashionGate } from '../components/FashionGate';

/** /:lang/fashion/gallery: every try-on image of the user. */
export function FashionGalleryPage() {
  const { t } = useTranslation('fashion');
  return (
    <FashionGate title={t('gallery.title')}>
      <GalleryView tool="fashion-try-on" />
    </FashionGate>
  );
}
