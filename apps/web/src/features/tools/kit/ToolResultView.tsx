import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { Job } from '@vitrina/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgress } from './JobProgress';
import { BeforeAfter } from './BeforeAfter';
import { ResultActions } from './ResultActions';
import { AuthImage } from '../../../common/components/AuthImage';
import { useEngineName } from '../../../common/engines/EngineName';

interface ToolResultViewProps {
  tool: string;
  inputImageId: string;
  job: Job | undefined;
  startError: string | null;
  onRetry: () => void;
  /** Background under transparent results (swatches of background removal). */
  background?: string | null;
  /** Extra controls under the result (swatches, a link to the edit page, result size). */
  extra?: ReactNode;
  /** Opened from an address without a job: nothing runs until the user presses the button. */
  waiting?: boolean;
  onStart?: () => void;
}

/** Progress while the job runs; then before/after, download, share and "open in"; or the error. */
export function ToolResultView({ tool, inputImageId, job, startError, onRetry, background, extra, waiting = false, onStart }: ToolResultViewProps) {
  const { t } = useTranslation('toolkit');
  const { t: engines } = useTranslation('engines');
  const engineName = useEngineName();
  const output = job?.status === 'succeeded' ? job.outputs[0] : undefined;
  const failure = startError ?? (job && (job.status === 'failed' || job.status === 'cancelled') ? (job.error?.message ?? t('job.cancelled')) : null);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert" title={t('job.failed')}>
            <Stack gap="sm">
              <Text size="sm">{failure}</Text>
              <Group>
                <Button size="xs" variant="light" onClick={onRetry}>
                  {t('job.retry')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {!failure && job && !output ? <JobProgress job={job} /> : null}
        {!failure && !job && waiting ? (
          <Stack gap="sm" align="flex-start">
            {/* Files need the session's bearer token, which a plain <img src> cannot send. */}
            <AuthImage url={`/api/files/${inputImageId}`} alt={t('job.photoAlt')} style={{ width: 'auto', height: 'auto', maxWidth: '100%', maxHeight: 360, borderRadius: 'var(--mantine-radius-md)' }} />
            <Text size="sm">{t('job.notStarted')}</Text>
            <Button onClick={onStart} data-testid="tool-start">
              {t('job.start')}
            </Button>
          </Stack>
        ) : null}
        {!failure && !job && !waiting ? (
          <Group gap="sm" aria-live="polite">
            <Loader size="sm" />
            <Text size="sm">{t('job.starting')}</Text>
          </Group>
        ) : null}
        {output ? (
          <>
            <BeforeAfter beforeUrl={`/api/files/${inputImageId}`} afterUrl={output.url} background={background} />
            <Text size="xs" c="dimmed" data-testid="result-size">
              {t('result.size', { width: output.width, height: output.height })}
            </Text>
            {job?.engine ? (
              <Text size="xs" c="dimmed" data-testid="result-engine" data-engine={job.engine}>
                {engines('detailsEngine', { engine: engineName(job.engine) })}
              </Text>
            ) : null}
            {extra}
            <ResultActions imageId={output.imageId} tool={tool} filename={`vitrina-${tool}`} />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
