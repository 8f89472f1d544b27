import { Button, FileButton, Group, Modal } from '@mantine/core';
import type { Product } from '@vitrina/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductScope } from './api/productsApi';
import { ProductsBrowser } from './components/ProductsBrowser';
import { useProductUpload } from './components/useProductUpload';

/** The products list modal (spec §2): pick one of My products or a system product, or upload a new one. */
export function ProductsPickerModal({ opened, onClose, onPick }: { opened: boolean; onClose: () => void; onPick: (product: Product) => void }) {
  const { t } = useTranslation(['products', 'common']);
  const [scope, setScope] = useState<ProductScope>('system');
  const { upload, busy } = useProductUpload(onPick);
  return (
    <Modal opened={opened} onClose={onClose} title={t('products:picker.title')} size="xl">
      <Group justify="flex-end" mb="sm">
        <FileButton onChange={(file) => file && void upload([file])} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={busy}>
              {t('products:upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <ProductsBrowser scope={scope} onScopeChange={setScope} onPick={onPick} />
    </Modal>
  );
}
