import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { Job } from '@vitrina/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthImage } from '../../../common/components/AuthImage';
import { errorText } from '../../../i18n/errorText';
import { JobProgress } from './JobProgress';

interface JobResultsGridProps {
  job: Job | undefined;
  /** How many images the job makes (placeholders for those still coming). */
  quantity: number;
  /** The page of one result. */
  linkTo: (imageId: string) => string;
  /** A refusal before the job started. */
  startError?: string | null;
}

/** A batch job's images as they arrive, placeholders for the rest, progress and the failure if any. */
export function JobResultsGrid({ job, quantity, linkTo, startError }: JobResultsGridProps) {
  const { t } = useTranslation('toolkit');
  if (startError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="job-error">
        {startError}
      </Alert>
    );
  }
  if (!job) return null;
  const running = job.status === 'queued' || job.status === 'running';
  const waiting = running ? Math.max(0, quantity - job.outputs.length) : 0;
  return (
    <Stack gap="md">
      {running ? <JobProgress job={job} /> : null}
      {job.status === 'failed' ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="job-error">
          {job.error?.message ?? errorText('generation_error')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(4, Math.max(2, quantity)) }} spacing="md">
        {job.outputs.map((output) => (
          <Paper key={output.imageId} component={Link} to={linkTo(output.imageId)} withBorder radius="md" p={4} data-testid="job-result">
            <AuthImage url={output.url} width={480} alt={t('result.after')} style={{ width: '100%', aspectRatio: `${output.width} / ${output.height}` }} />
          </Paper>
        ))}
        {Array.from({ length: waiting }, (_, index) => (
          <Skeleton key={`waiting-${index}`} radius="md" h={220} data-testid="job-placeholder" />
        ))}
      </SimpleGrid>
      {job.status === 'succeeded' && job.outputs.length === 0 ? <Text c="dimmed">{errorText('generation_error')}</Text> : null}
    </Stack>
  );
}
