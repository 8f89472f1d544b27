import { Anchor, Button, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthImage } from '../../../common/components/AuthImage';
import { ProductsPickerModal } from '../../products';
import { infographicsApi } from '../api/infographicsApi';
import { FlavourLinks } from '../components/FlavourLinks';
import { PreviewStrip } from '../components/PreviewStrip';
import { useInfographicsPaths } from '../paths';

/** /:lang/product-infographics: my products with their newest cards (6 each), and a new card. */
export function ProductInfographicsIndexPage() {
  const { t } = useTranslation('infographics');
  const paths = useInfographicsPaths();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const products = useQuery({ queryKey: ['infographics', 'products'], queryFn: () => infographicsApi.productsWithPreviews() });
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('subtitle')}
            </Text>
            <FlavourLinks current="products" />
          </Stack>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setPicking(true)} data-testid="new-card">
            {t('newCard')}
          </Button>
        </Group>
        {products.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (products.data?.data.length ?? 0) === 0 ? (
          <Text c="dimmed">{t('noCardsYet')}</Text>
        ) : (
          products.data?.data.map((product) => (
            <Card key={product.productId} withBorder radius="lg" padding="md" data-testid="product-previews">
              <Group justify="space-between" mb="sm">
                <Group gap="sm">
                  <div style={{ width: 48, height: 48 }}>
                    <AuthImage url={product.image.url} width={96} alt={product.name ?? t('product')} />
                  </div>
                  <Text fw={600}>{product.name ?? t('product')}</Text>
                </Group>
                <Anchor component={Link} to={paths.product(product.productId)} size="sm">
                  {t('allCards', { count: product.infographicsTotal })}
                </Anchor>
              </Group>
              <PreviewStrip cards={product.infographics} onOpen={(card) => void navigate(paths.edit(product.image.id, { productId: product.productId, infographicId: card.id }))} />
            </Card>
          ))
        )}
      </Stack>
      <ProductsPickerModal
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(product) => {
          setPicking(false);
          void navigate(paths.product(product.id));
        }}
      />
    </Container>
  );
}
