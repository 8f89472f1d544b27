import { Anchor, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuthImage } from '../../../common/components/AuthImage';
import { generationApi, productQueryKey } from '../../generation';
import { infographicsApi } from '../api/infographicsApi';
import { CardsOnImage } from '../components/CardsOnImage';
import { useInfographicsPaths } from '../paths';

/** /:lang/(product-)infographics/:productId: the product's cards, and a new one from a template or blank. */
export function ProductInfographicsPage() {
  const { t } = useTranslation('infographics');
  const paths = useInfographicsPaths();
  const { productId = '' } = useParams();
  const product = useQuery({ queryKey: productQueryKey(productId), queryFn: () => generationApi.product(productId), retry: false });
  const cards = useQuery({ queryKey: ['infographics', 'cards', 'product', productId], queryFn: () => infographicsApi.cardsOfProduct(productId), enabled: product.isSuccess });

  if (product.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (product.isError) {
    return (
      <Container size="sm" py="xl">
        <Text>{t('productNotFound')}</Text>
        <Anchor component={Link} to={paths.index()}>
          {t('title')}
        </Anchor>
      </Container>
    );
  }
  const imageId = product.data.image.id;
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Group gap="md">
          <div style={{ width: 72, height: 72 }}>
            <AuthImage url={product.data.image.url} width={144} alt={product.data.name ?? t('product')} />
          </div>
          <Stack gap={2}>
            <Anchor component={Link} to={paths.index()} size="sm">
              {t('title')}
            </Anchor>
            <Title order={1} size="h3">
              {product.data.name ?? t('product')}
            </Title>
          </Stack>
        </Group>
        <CardsOnImage imageId={imageId} start={{ productId }} cards={cards.data?.data} />
      </Stack>
    </Container>
  );
}
