import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GalleryView } from '../GalleryView';

/** Gallery (spec §2 /:lang/gallery): all outputs. */
export function GalleryPage() {
  const { t } = useTranslation('gallery');
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('subtitle')}
          </Text>
        </Stack>
        <GalleryView />
      </Stack>
    </Container>
  );
}
