import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { showErrorToast, showToast } from '../../../common/notifications/toast';
import { billingApi, billingKeys } from '../api/billingApi';
import { billingPaths } from '../billingPaths';
import { SubscriptionSummary } from '../components/SubscriptionSummary';
import { useSubscription } from '../hooks/useBillingQueries';
import { formatDate } from '../pricing';

/** The profile's subscription block: where the user stands and, while it renews, cancelling auto-renewal after a confirmation (spec §4). */
export function AutoRenewalPanel() {
  const { t } = useTranslation('billing');
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const subscription = useSubscription().data;
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: billingApi.cancelAutoRenewal,
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
      showToast({ message: t('autoRenew.cancelled'), tone: 'success' });
    },
    onError: showErrorToast,
  });

  const portal = useMutation({ mutationFn: billingApi.billingPortal, onSuccess: ({ url }) => window.location.assign(url), onError: showErrorToast });

  if (!subscription) return null;
  return (
    <Stack gap="sm">
      <SubscriptionSummary subscription={subscription} />
      <Group gap="sm">
        <Button component={Link} to={billingPaths.plans(lang)} variant="light">
          {t('autoRenew.plans')}
        </Button>
        {subscription.canManageBilling && (
          <Button variant="subtle" loading={portal.isPending} onClick={() => portal.mutate()}>
            {t('autoRenew.portal')}
          </Button>
        )}
        {subscription.status === 'active' && subscription.autoRenew && (
          <Button variant="subtle" color="red" loading={cancel.isPending} onClick={() => setConfirming(true)} data-testid="cancel-auto-renewal">
            {t('autoRenew.cancel')}
          </Button>
        )}
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('autoRenew.confirmTitle')} centered>
        <Text size="sm">{t('autoRenew.confirmText', { date: subscription.activeUntil ? formatDate(subscription.activeUntil, lang) : '' })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('autoRenew.keep')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()} data-testid="confirm-cancel-auto-renewal">
            {t('autoRenew.confirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
