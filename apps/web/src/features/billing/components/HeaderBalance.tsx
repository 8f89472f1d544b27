import { Badge, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { billingPaths } from '../billingPaths';
import { useSubscription } from '../hooks/useBillingQueries';
import { formatNumber } from '../pricing';
import classes from './Billing.module.css';

/**
 * The header's balance and plan (smaller on phones), on every signed-in page; a link to Plans. It refreshes after
 * tool runs and job ends (balanceRefresh.ts) and while the thank-you page waits for a payment.
 */
export function HeaderBalance({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('billing');
  const lang = useLanguage();
  const subscription = useSubscription().data;
  if (!subscription) return null;
  const paid = subscription.status === 'active' || subscription.status === 'cancelled';
  const planLabel = paid && subscription.planName ? subscription.planName : t(`status.${subscription.status}`);
  const credits = formatNumber(subscription.credits, lang);
  const label = t('header.balance', { count: subscription.credits, credits, plan: planLabel });

  return (
    <Tooltip label={label}>
      <UnstyledButton component={Link} to={billingPaths.plans(lang)} className={classes.headerBalance} aria-label={label} data-testid="header-balance">
        <Group gap={6} wrap="nowrap">
          <IconCoin size={20} color="var(--mantine-color-orange-6)" aria-hidden />
          <Text fw={700} size="sm" data-testid="header-credits">
            {credits}
          </Text>
          <Badge variant="light" color={subscription.status === 'expired' ? 'red' : 'brand'} radius="sm" size={compact ? 'xs' : 'sm'} maw={compact ? 96 : 180} data-testid="header-plan">
            {planLabel}
          </Badge>
        </Group>
      </UnstyledButton>
    </Tooltip>
  );
}
