import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { errorText } from '../../../i18n/errorText';
import { useStorageUsage } from '../api/storageCalls';
import { formatBytes } from './formatBytes';

/** The profile's storage line (issue 18): how much of the plan's quota the stored files take. */
export function StorageUsageBar() {
  const { t } = useTranslation('profile');
  const lang = useLanguage();
  const usage = useStorageUsage();
  if (!usage.data) return null;
  const { usedBytes, quotaBytes } = usage.data;
  const percent = Math.min(100, (usedBytes / quotaBytes) * 100);
  const full = usedBytes >= quotaBytes;
  return (
    <Stack gap={6} data-testid="storage-usage">
      <Progress value={percent} color={full ? 'red' : percent >= 90 ? 'orange' : 'blue'} aria-label={t('storage.label')} />
      <Text size="sm">{t('storage.used', { used: formatBytes(usedBytes, lang), quota: formatBytes(quotaBytes, lang) })}</Text>
      {full ? (
        <Text size="sm" c="red" role="alert">
          {errorText('storage_quota_exceeded')}
        </Text>
      ) : null}
    </Stack>
  );
}
