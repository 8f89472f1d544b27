import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { GARMENT_CATEGORIES, type GarmentCategory } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { showErrorToast } from '../../../common/notifications/toast';
import { ToolUploadPanel } from '../../tools';
import { fashionApi, fashionPaths } from '../api/fashionApi';
import { FashionGate } from '../components/FashionGate';

/** CreateFashionProduct (/:lang/fashion): the garment's category, then its photo, cut out automatically. */
export function CreateFashionProductPage() {
  const { t } = useTranslation('fashion');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [category, setCategory] = useState<GarmentCategory>('top');
  const [busy, setBusy] = useState(false);
  const create = async (imageId: string) => {
    setBusy(true);
    try {
      const product = await fashionApi.createGarment(imageId, category);
      await navigate(fashionPaths(lang).editor(product.id));
    } catch (error) {
      showErrorToast(error);
      setBusy(false);
    }
  };
  return (
    <FashionGate title={t('create.title')} subtitle={t('create.subtitle')}>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('create.category')}
            </Text>
            <SegmentedControl fullWidth data={GARMENT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))} value={category} onChange={(value) => setCategory(value)} data-testid="garment-category" />
          </Stack>
        </Paper>
        <ToolUploadPanel onImage={(imageId) => void create(imageId)} busy={busy} />
        {busy ? <Text c="dimmed">{t('create.cuttingOut')}</Text> : null}
      </Stack>
    </FashionGate>
  );
}
