import { Center, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Product } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { InfiniteScrollSentinel } from '../../../common/components/InfiniteScrollSentinel';
import { useProducts } from '../api/useProducts';
import type { ProductScope } from '../api/productsApi';
import { ProductGrid } from './ProductGrid';

interface ProductsBrowserProps {
  scope: ProductScope;
  onScopeChange: (scope: ProductScope) => void;
  selected?: ReadonlySet<string>;
  onToggle?: (id: string) => void;
  onPick?: (product: Product) => void;
  onDelete?: (product: Product) => void;
  withTools?: boolean;
}

/** My products / System products, with infinite scroll: the page and the picker modal both use it. */
export function ProductsBrowser({ scope, onScopeChange, ...grid }: ProductsBrowserProps) {
  const { t } = useTranslation('products');
  const { products, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useProducts(scope);
  return (
    <Stack gap="md">
      <SegmentedControl
        value={scope}
        onChange={(value) => onScopeChange(value)}
        data={[
          { value: 'my', label: t('scope.my') },
          { value: 'system', label: t('scope.system') },
        ]}
        w="fit-content"
      />
      {!isLoading && products.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">{scope === 'my' ? t('empty.my') : t('empty.system')}</Text>
        </Center>
      ) : (
        <ProductGrid products={products} {...grid} />
      )}
      <InfiniteScrollSentinel enabled={Boolean(hasNextPage)} loading={isLoading || isFetchingNextPage} onVisible={() => void fetchNextPage()} />
    </Stack>
  );
}
