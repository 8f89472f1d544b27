import { ActionIcon, SimpleGrid, Tooltip } from '@mantine/core';
import type { Product } from '@vitrina/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ImageTile } from '../../../common/components/ImageTile';
import { OpenInToolMenu } from '../../../common/components/OpenInToolMenu';

interface ProductGridProps {
  products: Product[];
  selected?: ReadonlySet<string>;
  onToggle?: (id: string) => void;
  onPick?: (product: Product) => void;
  onDelete?: (product: Product) => void;
  /** Show "send to tool" on each tile. */
  withTools?: boolean;
}

export function ProductGrid({ products, selected, onToggle, onPick, onDelete, withTools = false }: ProductGridProps) {
  const { t } = useTranslation(['products', 'common']);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="md">
      {products.map((product) => {
        const name = product.name ?? t('products:untitled');
        return (
          <ImageTile
            key={product.id}
            testId="product-tile"
            url={product.image.url}
            alt={name}
            caption={name}
            selected={selected?.has(product.id)}
            onToggleSelected={onToggle && !product.system ? () => onToggle(product.id) : undefined}
            selectLabel={t('common:actions.select')}
            onOpen={onPick ? () => onPick(product) : undefined}
            actions={
              <>
                {withTools ? <OpenInToolMenu imageId={product.image.id} compact /> : null}
                {onDelete && !product.system ? (
                  <Tooltip label={t('common:actions.delete')}>
                    <ActionIcon variant="default" color="red" aria-label={t('common:actions.delete')} onClick={() => onDelete(product)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </>
            }
          />
        );
      })}
    </SimpleGrid>
  );
}
