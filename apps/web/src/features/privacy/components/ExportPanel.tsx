import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isJobFinished, type Job } from '@vitrina/contracts';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { showErrorToast } from '../../../common/notifications/toast';
import { saveBlob } from '../../../common/utils/saveBlob';
import { JobProgress, useJob } from '../../tools';
import { privacyApi } from '../api/privacyApi';

const LATEST_EXPORT_KEY = ['privacy', 'export'] as const;

const megabytes = (bytes: number, lang: string) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(Math.max(0.1, bytes / 1_000_000));

/** A finished export whose link still works (7 days); an expired one reads as "none yet". */
function usableDownload(job: Job | undefined | null) {
  if (!job || job.status !== 'succeeded' || !job.download) return null;
  return new Date(job.download.expiresAt).getTime() > Date.now() ? job.download : null;
}

/**
 * "Download my data": starts the export job, follows it with the tools' job hooks, then saves the
 * zip through the API client (the link is for the owner's bearer token only).
 */
export function ExportPanel() {
  const { t } = useTranslation('privacy');
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const latest = useQuery({ queryKey: LATEST_EXPORT_KEY, queryFn: privacyApi.latestExport });
  const [startedId, setStartedId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [saving, setSaving] = useState(false);
  const { data: followed } = useJob(startedId ?? latest.data?.id);
  const job = followed ?? latest.data ?? null;
  const download = usableDownload(job);
  const running = job !== null && !isJobFinished(job.status);

  const start = async () => {
    setStarting(true);
    try {
      const created = await privacyApi.requestExport();
      queryClient.setQueryData(['job', created.id], created);
      setStartedId(created.id);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setStarting(false);
    }
  };

  const save = async () => {
    if (!download) return;
    setSaving(true);
    try {
      saveBlob(await privacyApi.downloadExport(download.url), download.filename);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setSaving(false);
    }
  };

  const expires = download ? new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(download.expiresAt)) : '';

  return (
    <Stack gap="sm" data-testid="privacy-export">
      <Text size="sm">{t('export.text')}</Text>
      {running && job ? <JobProgress job={job} /> : null}
      {job?.status === 'failed' ? (
        <Alert color="red" variant="light">
          {job.error?.message ?? t('export.failed')}
        </Alert>
      ) : null}
      {download ? (
        <Group gap="sm" align="center">
          <Button leftSection={<IconDownload size={16} />} loading={saving} onClick={() => void save()} data-testid="export-download">
            {t('export.download', { size: megabytes(download.bytes, lang) })}
          </Button>
          <Text size="sm" c="dimmed">
            {t('export.expires', { date: expires })}
          </Text>
        </Group>
      ) : null}
      {!running ? (
        <Group>
          <Button variant={download ? 'default' : 'filled'} leftSection={<IconFileZip size={16} />} loading={starting || latest.isPending} onClick={() => void start()} data-testid="export-start">
            {download ? t('export.again') : t('export.start')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
