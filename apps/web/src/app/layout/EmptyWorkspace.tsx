import { Center } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../common/components/EmptyState';

/**
 * What Main shows a signed-in user while no page is registered to send them to (spec §2 sends
 * Main to CreateProduct; until that page and every other service exist there is nowhere to go).
 */
export function EmptyWorkspace() {
  const { t } = useTranslation();
  return (
    <Center mih="calc(100dvh - 64px - 2 * var(--mantine-spacing-xl))" data-testid="empty-workspace">
      <EmptyState icon={<IconSparkles size={30} stroke={1.6} />} title={t('workspace.emptyTitle')} text={t('workspace.emptyText')} />
    </Center>
  );
}
