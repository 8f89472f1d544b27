import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconScissors } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useToolAvailability } from '../../../common/engines/useToolAvailability';
import { showToast } from '../../../common/notifications/toast';
import { cutOutProduct, productPictureQueryKey, type ProductPicture } from '../state/productPicture';

/**
 * Shown over the editor while the card's product is a photo with its background: one click cuts
 * it out (a product-cutout job, its price on the button); the card then draws the cut-out.
 */
export function CutoutNotice({ picture }: { picture: ProductPicture }) {
  const { t } = useTranslation('infographics');
  const queryClient = useQueryClient();
  const { cost } = useToolAvailability('product-cutout');
  const cut = useMutation({
    mutationFn: () => cutOutProduct(picture.photoId),
    onSuccess: (cutout) => {
      queryClient.setQueryData(productPictureQueryKey(picture.photoId), cutout);
      showToast({ message: t('cutout.done'), tone: 'success' });
    },
    onError: (error) => showToast({ message: t('cutout.failed', { reason: error instanceof Error ? error.message : String(error) }), tone: 'error' }),
  });
  return (
    <Alert color="yellow" variant="light" data-testid="cutout-notice" py="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" style={{ flex: '1 1 240px' }}>
          {cut.isPending ? t('cutout.running') : t('cutout.notice')}
        </Text>
        <Button size="xs" leftSection={<IconScissors size={14} />} loading={cut.isPending} onClick={() => cut.mutate()} data-testid="cut-out-product">
          {cost ? t('cutout.action', { count: cost }) : t('cutout.actionFree')}
        </Button>
      </Group>
    </Alert>
  );
}
