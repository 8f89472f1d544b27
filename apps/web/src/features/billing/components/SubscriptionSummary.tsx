import { Badge, Group, Paper, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../common/hooks/useLanguage';
import type { Subscription } from '@vitrina/contracts';
import { formatDate, formatNumber } from '../pricing';

const statusColor = { trial: 'blue', active: 'teal', expired: 'red', cancelled: 'gray', none: 'gray' } as const;

/** Where the user stands (spec §4 subscription states): status, until when, auto-renewal, balance. */
export function SubscriptionSummary({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const lang = useLanguage();
  const planName = subscription.planName;
  const until = subscription.status === 'trial' ? subscription.trialEndsAt ?? subscription.activeUntil : subscription.activeUntil;

  return (
    <Paper withBorder radius="lg" px="lg" py="sm" data-testid="subscription-summary">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Badge color={statusColor[subscription.status]} variant="light" data-testid="subscription-status">
            {t(`status.${subscription.status}`)}
          </Badge>
          {planName && <Text fw={600}>{planName}</Text>}
          {until && subscription.status !== 'none' && (
            <Text size="sm" c="dimmed">
              {subscription.status === 'expired' ? t('summary.endedOn', { date: formatDate(until, lang) }) : t('summary.until', { date: formatDate(until, lang) })}
            </Text>
          )}
          {(subscription.status === 'active' || subscription.status === 'cancelled') && (
            <Text size="sm" c="dimmed">
              {subscription.autoRenew ? t('summary.autoRenewOn') : t('summary.autoRenewOff')}
            </Text>
          )}
        </Group>
        <Group gap={6}>
          <IconCoin size={18} color="var(--mantine-color-orange-6)" aria-hidden />
          <Text fw={600}>{t('summary.credits', { count: subscription.credits, credits: formatNumber(subscription.credits, lang) })}</Text>
        </Group>
      </Group>
    </Paper>
  );
}
