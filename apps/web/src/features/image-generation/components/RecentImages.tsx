import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthImage } from '../../../common/components/AuthImage';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { imageGenerationApi, imageGenerationPaths, recentQueryKey } from '../api/imageGenerationApi';

/** The user's latest pictures; each opens its image page. */
export function RecentImages() {
  const { t } = useTranslation('imageGeneration');
  const paths = imageGenerationPaths(useLanguage());
  const recent = useQuery({ queryKey: recentQueryKey, queryFn: imageGenerationApi.recent });
  const items = recent.data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('recent')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm">
        {items.map((item) => (
          <Paper key={item.id} component={Link} to={paths.image(item.image.id)} withBorder radius="md" p={4} data-testid="t2i-recent">
            <AuthImage url={item.image.url} width={240} alt={item.prompt ?? ''} fit="cover" style={{ width: '100%', aspectRatio: '1' }} />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
