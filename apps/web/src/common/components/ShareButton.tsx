import { ActionIcon, Button, Tooltip } from '@mantine/core';
import type { Share, ShareEntityType } from '@vitrina/contracts';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { showErrorToast, showToast } from '../notifications/toast';

/** Makes a public link (POST /api/share) and copies it; the toast shows it too, in case copying is not allowed. */
export async function shareEntity(entityType: ShareEntityType, entityId: string, copiedText: string): Promise<string | null> {
  try {
    const share = (await api.post<{ data: Share }>('/share', { entityType, entityId })).data;
    await navigator.clipboard?.writeText(share.url).catch(() => undefined);
    showToast({ message: `${copiedText}: ${share.url}`, tone: 'success' });
    return share.url;
  } catch (error) {
    showErrorToast(error);
    return null;
  }
}

export function ShareButton({ entityType, entityId, compact = false }: { entityType: ShareEntityType; entityId: string; compact?: boolean }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    await shareEntity(entityType, entityId, t('actions.linkCopied'));
    setBusy(false);
  };
  if (compact)
    return (
      <Tooltip label={t('actions.share')}>
        <ActionIcon variant="default" aria-label={t('actions.share')} loading={busy} onClick={() => void run()}>
          <IconShare size={16} />
        </ActionIcon>
      </Tooltip>
    );
  return (
    <Button variant="default" leftSection={<IconShare size={16} />} loading={busy} onClick={() => void run()}>
      {t('actions.share')}
    </Button>
  );
}
