import { Alert, Anchor, Center, Container, Grid, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUiStore } from '../../../common/store/uiStore';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { generationApi, productQueryKey } from '../api/generationApi';
import { GenerationHistory } from '../components/GenerationHistory';
import { GenerationPanel } from '../components/GenerationPanel';
import { ProductStage } from '../components/ProductStage';
import type { GenerationForm } from '../generationForm';
import { generationStorage } from '../generationStorage';
import { useGenerationRun } from '../useGenerationRun';
import { PageHeading } from '../../../common/components/PageHeading';

/** Editor (/:lang/editor/:id): the product, the scene settings, Generate, and its history. */
export function EditorPage() {
  const { t } = useTranslation('generation');
  const lang = useLanguage();
  const { id = '' } = useParams();
  const product = useQuery({ queryKey: productQueryKey(id), queryFn: () => generationApi.product(id), retry: false });
  const isMobile = useUiStore((ui) => ui.isMobile);
  const [form, setForm] = useState<GenerationForm>(() => generationStorage.form());
  const run = useGenerationRun(product.data?.image.id, generationStorage.jobFor(id), (jobId) => generationStorage.save({ form, productId: id, jobId }));
  const change = (next: GenerationForm) => {
    setForm(next);
    generationStorage.save({ form: next, productId: id, jobId: run.job?.id });
  };

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
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('editor.notFound')}>
          <Anchor component={Link} to={`/${lang}/editor`}>
            {t('editor.startOver')}
          </Anchor>
        </Alert>
      </Container>
    );
  }
  const stage = (
    <>
      <ProductStage product={product.data} job={run.job} />
      {run.error ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="generation-error">
          {run.error}
        </Alert>
      ) : null}
    </>
  );
  const panel = <GenerationPanel form={form} onChange={change} onGenerate={() => void run.start(form)} running={run.running} />;
  const history = <GenerationHistory sourceImageId={product.data.image.id} />;
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <PageHeading title={t('editor.title')} subtitle={t('editor.subtitle')} />
        {isMobile ? (
          // Phones: the form (its Generate button stays at the foot of the screen) comes right after
          // the picture, before the history, so the main action is within reach without scrolling.
          <Stack gap="lg">
            {stage}
            {panel}
            {history}
          </Stack>
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
              <Stack gap="lg">
                {stage}
                {history}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>{panel}</Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
