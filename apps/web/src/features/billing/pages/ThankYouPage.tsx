import { Button, Group, Loader, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '../../../common/components/AppModal';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { paths } from '../../../common/routing/paths';
import { usePaymentMode, useSubscription } from '../hooks/useBillingQueries';
import { TestModeNotice } from '../components/TestModeNotice';
import { formatDate, formatNumber } from '../pricing';
import { usePaymentWatch } from '../payments/paymentWatch';

/** How long the page keeps asking (the provider's confirmation normally takes seconds). */
const POLL_MS = 2000;
const POLL_FOR_MS = 5 * 60_000;

/**
 * Thank-you (spec §2, §4): a modal over the plans saying the plan or balance updates within a few
 * minutes; it follows the subscription and shows the new plan and balance as soon as they land.
 * Closing it goes to Products (spec §2).
 */
export function ThankYouPage() {
  const { t } = useTranslation('billing');
  const lang = useLanguage();
  const [timedOut, setTimedOut] = useState(false);
  const [landed, setLanded] = useState(false);
  const polling = !landed && !timedOut;
  const subscription = useSubscription({ pollMs: polling ? POLL_MS : false }).data;
  const testMode = usePaymentMode().data?.testMode;
  const active = subscription?.status === 'active' && Boolean(subscription.planId);
  if (active && !landed) setLanded(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), POLL_FOR_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Closed before the confirmation landed: the banner keeps waiting for it on every page.
  const stillWaiting = useRef(true);
  useEffect(() => {
    stillWaiting.current = polling;
  }, [polling]);
  useEffect(() => {
    const since = Date.now();
    // While this page is open it does the waiting itself.
    usePaymentWatch.getState().stopWaiting();
    return () => {
      if (stillWaiting.current) usePaymentWatch.getState().startWaiting(since);
    };
  }, []);

  const planName = subscription?.planName;

  return (
    // The dialog is named by a hidden title (the visible one is the big heading inside).
    <AppModal size="md" title={<VisuallyHidden>{t('thankYou.title')}</VisuallyHidden>}>
      <Stack gap="md" align="center" ta="center" p="xs" data-testid="thank-you">
        {testMode && <TestModeNotice />}
        <ThemeIcon size={56} radius="xl" variant="light" color={landed ? 'teal' : 'brand'}>
          {landed ? <IconCircleCheck size={32} /> : <IconHourglass size={30} />}
        </ThemeIcon>
        <Title order={1} size="h3">
          {t('thankYou.title')}
        </Title>
        <Text c="dimmed">{t('thankYou.text')}</Text>
        {landed && subscription ? (
          <Stack gap={4} data-testid="thank-you-landed">
            <Text fw={600}>{t('thankYou.landed', { plan: planName ?? '', date: subscription.activeUntil ? formatDate(subscription.activeUntil, lang) : '' })}</Text>
            <Text>{t('summary.credits', { count: subscription.credits, credits: formatNumber(subscription.credits, lang) })}</Text>
          </Stack>
        ) : (
          <Group gap="xs" data-testid="thank-you-waiting">
            {polling && <Loader size="xs" />}
            <Text size="sm" c="dimmed">
              {polling ? t('thankYou.waiting') : t('thankYou.later')}
            </Text>
          </Group>
        )}
        <Button component={Link} to={paths.main(lang)} replace data-testid="thank-you-start">
          {t('thankYou.start')}
        </Button>
      </Stack>
    </AppModal>
  );
}
