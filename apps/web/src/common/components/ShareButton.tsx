import { ActionIcon, Button, Tooltip } from '@mantine/core';
import type { ShareEntityType } from '@vitrina/contracts';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppModal } from '../modals/useAppModal';
import { SHARE_ID_PARAM, SHARE_MODAL, SHARE_TYPE_PARAM } from '../modals/shareModalParams';

/** Opens the sharing modal (link, copy, revoke) for one image-bearing thing. */
export function ShareButton({ entityType, entityId, compact = false }: { entityType: ShareEntityType; entityId: string; compact?: boolean }) {
  const { t } = useTranslation('common');
  const { openModal } = useAppModal();
  const open = () => openModal(SHARE_MODAL, { [SHARE_TYPE_PARAM]: entityType, [SHARE_ID_PARAM]: entityId });
  if (compact)
    return (
      <Tooltip label={t('actions.share')}>
        <ActionIcon variant="default" aria-label={t('actions.share')} onClick={open} data-testid="share">
          <IconShare size={16} />
        </ActionIcon>
      </Tooltip>
    );
  return (
    <Button variant="default" leftSection={<IconShare size={16} />} onClick={open} data-testid="share">
      {t('actions.share')}
    </Button>
  );
}
