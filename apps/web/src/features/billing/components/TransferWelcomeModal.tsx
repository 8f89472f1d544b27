import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowsTransferDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { useAppModal } from '../../../common/modals/useAppModal';
import { billingPaths } from '../billingPaths';
import { useSubscription } from '../hooks/useBillingQueries';
import { formatDate, formatNumber } from '../pricing';
import { DialogTitle } from '../../../common/components/DialogTitle';

/**
 * The transfer welcome message (spec §1, §2): the account came over from the sibling product with
 * its subscription, credits and generation history; it shows what arrived.
 */
export function TransferWelcomeModal() {
  const { t } = useTranslation('billing');
  const lang = useLanguage();
  const navigate = useNavigate();
  const { closeModal } = useAppModal();
  const subscription = useSubscription().data;
  const planName = subscription?.planName;

  return (
    <Stack gap="md" p="xs" data-testid="transfer-welcome">
      <ThemeIcon size={48} radius="xl" variant="light" color="brand">
        <IconArrowsTransferDown size={26} />
      </ThemeIcon>
      <DialogTitle>
        {t('transfer.title')}
      </DialogTitle>
      <Text>{t('transfer.text')}</Text>
      {subscription && (
        <Stack gap={2}>
          {planName && subscription.activeUntil && subscription.status === 'active' && (
            <Text fw={600}>{t('thankYou.landed', { plan: planName, date: formatDate(subscription.activeUntil, lang) })}</Text>
          )}
          <Text fw={600}>{t('summary.credits', { count: subscription.credits, credits: formatNumber(subscription.credits, lang) })}</Text>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={closeModal}>
          {t('close')}
        </Button>
        <Button onClick={() => void navigate(billingPaths.plans(lang), { replace: true })}>{t('transfer.action')}</Button>
      </Group>
    </Stack>
  );
}
