import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GalleryView } from '../GalleryView';
import { PageHeading } from '../../../common/components/PageHeading';

/** Gallery (spec §2 /:lang/gallery): all outputs. */
export function GalleryPage() {
  const { t } = useTranslation('gallery');
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <PageHeading title={t('title')} subtitle={t('subtitle')} />
        <GalleryView />
      </Stack>
    </Container>
  );
}
