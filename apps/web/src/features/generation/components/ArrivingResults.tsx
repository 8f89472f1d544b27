import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { Job } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../../common/components/AuthImage';

/**
 * A running batch: the scenes finished so far (the job lists them as they come) and a placeholder
 * for each one still rendering. They join the history with all their actions when the job ends.
 */
export function ArrivingResults({ job }: { job: Job }) {
  const { t } = useTranslation('generation');
  const quantity = typeof job.params.quantity === 'number' ? job.params.quantity : job.outputs.length;
  const waiting = Math.max(0, quantity - job.outputs.length);
  if (quantity <= 1 && job.outputs.length === 0) return null;
  return (
    <div data-testid="arriving-results">
      <Text size="xs" c="dimmed" mb={4}>
        {t('stage.arriving', { done: job.outputs.length, total: quantity })}
      </Text>
      <SimpleGrid cols={4} spacing={6}>
        {job.outputs.map((output) => (
          <div key={output.imageId} style={{ aspectRatio: `${output.width} / ${output.height}` }} data-testid="arrived-result">
            <AuthImage url={output.url} width={256} alt={t('stage.arrived')} />
          </div>
        ))}
        {Array.from({ length: waiting }, (_, index) => (
          <Skeleton key={index} style={{ aspectRatio: '1' }} radius="sm" />
        ))}
      </SimpleGrid>
    </div>
  );
}
