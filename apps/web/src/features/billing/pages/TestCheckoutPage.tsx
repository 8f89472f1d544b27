import { Alert, Badge, Button, Container, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../common/api';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { showErrorToast } from '../../../common/notifications/toast';
import { errorText } from '../../../i18n/errorText';
import { billingApi, billingKeys } from '../api/billingApi';
import { billingPaths } from '../billingPaths';
import { TestModeNotice } from '../components/TestModeNotice';
import { formatMoney, formatNumber } from '../pricing';

/**
 * Vitrina's own checkout for test mode (the embedded default): the order as the server priced it,
 * and a pay button that completes the session through the server's webhook path. Marked as test
 * mode throughout; with Stripe configured the server sends buyers to Stripe instead.
 */
export function TestCheckoutPage() {
  const { t } = useTranslation('billing');
  const lang = useLanguage();
  const navigate = useNavigate();
  const { sessionId = '' } = useParams();
  const session = useQuery({ queryKey: billingKeys.testModeSession(sessionId), queryFn: () => billingApi.testModeSession(sessionId), retry: false });
  const pay = useMutation({
    mutationFn: () => billingApi.payTestMode(sessionId),
    onSuccess: () => void navigate(billingPaths.thankYou(lang, sessionId), { replace: true }),
    onError: showErrorToast,
  });

  const order = session.data;
  return (
    <Container size={520} py="lg">
      <Stack gap="lg">
        <TestModeNotice where="checkout" />
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('testMode.title')}
          </Title>
          <Badge color="orange" variant="outline" size="lg">
            {t('testMode.badge')}
          </Badge>
        </Group>
        {session.isPending && <Loader mx="auto" />}
        {session.isError && <Alert color="red">{isApiError(session.error) && session.error.status === 404 ? t('testMode.missing') : errorText('something_went_wrong')}</Alert>}
        {order && (
          <Paper withBorder radius="lg" p="lg" data-testid="test-checkout-order">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={600}>{order.planName}</Text>
                <Text>{t(`terms.${order.months}`)}</Text>
              </Group>
              {order.discountPercent > 0 && (
                <>
                  <Group justify="space-between">
                    <Text c="dimmed">{t('testMode.price')}</Text>
                    <Text c="dimmed">{formatMoney(order.fullAmount, order.currency, lang)}</Text>
                  </Group>
                  <Group justify="space-between">
                    <Text c="dimmed">
                      {t('testMode.discount')}
                      {order.promoCode && (
                        <Text span dir="ltr" ff="monospace" c="dimmed">
                          {` ${order.promoCode}`}
                        </Text>
                      )}
                    </Text>
                    <Text c="teal.8" dir="ltr">{t('plans.discount', { percent: formatNumber(order.discountPercent, lang) })}</Text>
                  </Group>
                </>
              )}
              <Divider />
              <Group justify="space-between">
                <Text fw={700}>{t('testMode.total')}</Text>
                <Text fw={800} size="xl" data-testid="test-checkout-amount">
                  {formatMoney(order.amount, order.currency, lang)}
                </Text>
              </Group>
              {order.status === 'open' ? (
                <Button size="md" leftSection={<IconLock size={18} />} loading={pay.isPending} onClick={() => pay.mutate()} data-testid="test-checkout-pay">
                  {t('testMode.pay', { amount: formatMoney(order.amount, order.currency, lang) })}
                </Button>
              ) : (
                <Alert color={order.status === 'paid' ? 'teal' : 'gray'}>{t(`testMode.${order.status}`)}</Alert>
              )}
              <Text size="xs" c="dimmed" ta="center">
                {t('testMode.explain')}
              </Text>
            </Stack>
          </Paper>
        )}
        <Button component={Link} to={billingPaths.plans(lang)} variant="subtle">
          {t('testMode.back')}
        </Button>
      </Stack>
    </Container>
  );
}
