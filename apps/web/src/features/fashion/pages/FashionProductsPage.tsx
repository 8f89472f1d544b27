import { Button, Center, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { IconShirt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthImage } from '../../../common/components/AuthImage';
import { EmptyState } from '../../../common/components/EmptyState';
import { InfiniteScrollSentinel } from '../../../common/components/InfiniteScrollSentinel';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { fashionApi, fashionPaths } from '../api/fashionApi';
import { FashionGate } from '../components/FashionGate';

/** /:lang/fashion/products-list: the user's garments; each opens the FashionEditor. */
export function FashionProductsPage() {
  const { t } = useTranslation('fashion');
  const paths = fashionPaths(useLanguage());
  const garments = useInfiniteQuery({
    queryKey: ['products', 'fashion'],
    queryFn: ({ pageParam }) => fashionApi.garments(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
  const items = garments.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <FashionGate title={t('products.title')}>
      {garments.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconShirt size={32} />}
          title={t('products.empty')}
          action={
            <Button component={Link} to={paths.create}>
              {t('nav.new')}
            </Button>
          }
        />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
            {items.map((product) => (
              <Paper key={product.id} component={Link} to={paths.editor(product.id)} withBorder radius="md" p="xs" data-testid="garment-tile">
                <Stack gap={4} align="center">
                  <AuthImage url={product.image.url} width={240} alt={t('editor.garment')} style={{ width: '100%', aspectRatio: '1' }} />
                  <Text size="sm">{t(`categories.${product.garmentCategory ?? 'top'}`)}</Text>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
          <InfiniteScrollSentinel onVisible={() => void garments.fetchNextPage()} enabled={garments.hasNextPage} loading={garments.isFetchingNextPage} />
        </Stack>
      )}
    </FashionGate>
  );
}
