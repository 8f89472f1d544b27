import { Button, Center, FileButton, Loader, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Product } from '@vitrina/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../../common/components/AuthImage';
import { productsApi, useProductUpload } from '../../products';

/**
 * Which of my products the look is applied to (the look is always made on the seller's own
 * product); with none yet, an upload comes first and its product is used at once.
 */
export function ProductChooser({ opened, onClose, onPick }: { opened: boolean; onClose: () => void; onPick: (product: Product) => void }) {
  const { t } = useTranslation('inspiration');
  const products = useQuery({ queryKey: ['products', 'my', 'inspiration'], queryFn: () => productsApi.list('my', 0, 48), enabled: opened });
  const { upload, busy } = useProductUpload(onPick);
  const mine = products.data?.data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('picker.title')} size="lg">
      <Stack gap="md">
        {products.isPending ? (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        ) : mine.length === 0 ? (
          <Text size="sm" data-testid="look-no-products">
            {t('picker.empty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
            {mine.map((product, index) => (
              <UnstyledButton
                key={product.id}
                onClick={() => onPick(product)}
                aria-label={`${t('picker.choose')} ${index + 1}`}
                data-testid="look-product"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden', aspectRatio: '1' }}
              >
                <AuthImage url={product.image.url} width={256} alt="" fit="cover" style={{ aspectRatio: '1' }} />
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
        <FileButton onChange={(file) => file && void upload([file])} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button {...props} variant={mine.length === 0 ? 'filled' : 'light'} leftSection={<IconUpload size={16} aria-hidden />} loading={busy} w="fit-content" data-testid="look-upload">
              {t('picker.upload')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Modal>
  );
}
