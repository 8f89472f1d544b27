import { Alert, Center, Grid, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../common/api';
import { AuthImage } from '../../../common/components/AuthImage';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { errorText } from '../../../i18n/errorText';
import { JobResultsGrid, useJob } from '../../tools';
import { fashionApi, fashionPaths, type FashionModelForm } from '../api/fashionApi';
import { FashionGate } from '../components/FashionGate';
import { DEFAULT_GENERATED_MODEL, ModelPanel } from '../components/ModelPanel';

/** FashionEditor (/:lang/fashion/:id): the garment, the model, and N try-on images as they arrive. */
export function FashionEditorPage() {
  const { t } = useTranslation('fashion');
  const lang = useLanguage();
  const { id = '' } = useParams();
  const product = useQuery({ queryKey: ['product', id], queryFn: () => fashionApi.product(id), retry: false });
  const [model, setModel] = useState<FashionModelForm | { source: 'photo'; modelImageId: null }>(DEFAULT_GENERATED_MODEL);
  const [quantity, setQuantity] = useState(1);
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: job } = useJob(searchParams.get('job'));
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const generate = async () => {
    if (!product.data || (model.source === 'photo' && model.modelImageId === null)) return;
    setStarting(true);
    setStartError(null);
    try {
      const category = product.data.garmentCategory ?? 'top';
      const started = await fashionApi.tryOn(product.data.image.id, { category, model: model, quantity });
      setSearchParams({ job: started.id });
    } catch (error) {
      setStartError(isApiError(error) ? error.message : errorText('generation_error'));
    } finally {
      setStarting(false);
    }
  };
  const running = starting || job?.status === 'queued' || job?.status === 'running';
  return (
    <FashionGate title={t('editor.title')} subtitle={t('editor.subtitle')}>
      {product.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : product.isError ? (
        <Alert color="red">{errorText('not_found')}</Alert>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Stack gap="lg">
              <Paper withBorder radius="md" p="sm">
                <Stack gap={4} align="center">
                  <AuthImage url={product.data.image.url} width={480} alt={t('editor.garment')} style={{ maxHeight: 320 }} />
                  <Text size="sm" c="dimmed" data-testid="garment-category-label">
                    {t(`categories.${product.data.garmentCategory ?? 'top'}`)}
                  </Text>
                </Stack>
              </Paper>
              <JobResultsGrid job={job} quantity={typeof job?.params.quantity === 'number' ? job.params.quantity : quantity} linkTo={fashionPaths(lang).image} startError={startError} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <ModelPanel model={model} onModel={setModel} quantity={quantity} onQuantity={setQuantity} onGenerate={() => void generate()} running={running} />
          </Grid.Col>
        </Grid>
      )}
    </FashionGate>
  );
}
