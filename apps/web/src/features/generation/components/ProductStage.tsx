import { Box, Paper, Stack, Text } from '@mantine/core';
import type { Job, Product } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import classes from './ProductStage.module.css';
import { AuthImage } from '../../../common/components/AuthImage';
import { JobProgress } from '../../tools';
import { ArrivingResults } from './ArrivingResults';

// A light checkerboard: transparent parts of the cut-out read as transparent.
const checkerboard = 'repeating-conic-gradient(var(--mantine-color-gray-2) 0% 25%, var(--mantine-color-white) 0% 50%) 50% / 24px 24px';

/** The product's cut-out on the canvas, with the running job's progress under it. */
export function ProductStage({ product, job }: { product: Product; job: Job | undefined }) {
  const { t } = useTranslation('generation');
  const running = job?.status === 'queued' || job?.status === 'running';
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Box className={classes.stage} style={{ background: checkerboard }} data-testid="product-stage">
          <AuthImage url={product.image.url} width={1024} alt={product.name ?? t('stage.product')} />
        </Box>
        <Text size="xs" c="dimmed">
          {product.name ?? t('stage.product')} · {product.image.width}×{product.image.height}
        </Text>
        {running && job ? <JobProgress job={job} /> : null}
        {running && job ? <ArrivingResults job={job} /> : null}
      </Stack>
    </Paper>
  );
}
