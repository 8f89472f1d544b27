import { Button, Container, FileButton, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../../common/components/ConfirmDelete';
import { showErrorToast } from '../../../common/notifications/toast';
import { productsApi, type ProductScope } from '../api/productsApi';
import { ProductsBrowser } from '../components/ProductsBrowser';
import { useProductUpload } from '../components/useProductUpload';
import { PageHeading } from '../../../common/components/PageHeading';

/** Products (spec §2 /:lang/products-list): the user's product photos and the system samples. */
export function ProductsPage() {
  const { t } = useTranslation(['products', 'common']);
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<ProductScope>('my');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<string[] | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { upload, busy } = useProductUpload(() => setScope('my'));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      if (pendingDelete.length === 1) await productsApi.remove(pendingDelete[0]);
      else await productsApi.removeMany(pendingDelete);
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: ['products'] });
    } catch (error) {
      showErrorToast(error);
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  };

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Group justify="space-between">
          <PageHeading title={t('products:title')} subtitle={t('products:subtitle')} />
          <Group>
            {selected.size > 0 ? (
              <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setPendingDelete([...selected])}>
                {t('products:deleteSelected', { count: selected.size })}
              </Button>
            ) : null}
            <FileButton onChange={(file) => file && void upload([file])} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={16} />} loading={busy} data-testid="upload-product">
                  {t('products:upload')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Group>
        <ProductsBrowser
          scope={scope}
          onScopeChange={(next) => {
            setScope(next);
            setSelected(new Set());
          }}
          selected={selected}
          onToggle={toggle}
          onDelete={(product) => setPendingDelete([product.id])}
          withTools
        />
      </Stack>
      <ConfirmDelete count={pendingDelete?.length ?? 0} opened={pendingDelete !== null} busy={deleting} onCancel={() => setPendingDelete(null)} onConfirm={() => void confirmDelete()} />
    </Container>
  );
}
