import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { PlanTermMonths } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { Outlet, useSearchParams } from 'react-router';
import { useAppModal } from '../../../common/modals/useAppModal';
import { errorText } from '../../../i18n/errorText';
import { runningCampaigns } from '../campaigns/activeCampaigns';
import { useCampaigns } from '../campaigns/useCampaigns';
import { EnterpriseCard } from '../components/EnterpriseCard';
import { TestModeNotice } from '../components/TestModeNotice';
import { PlanCard } from '../components/PlanCard';
import { SubscriptionSummary } from '../components/SubscriptionSummary';
import { TermSwitcher } from '../components/TermSwitcher';
import classes from '../components/Billing.module.css';
import { ENTERPRISE_REQUEST_MODAL, PROMO_CODE_MODAL } from '../billingModalIds';
import { usePaymentMode, usePlans, useSubscription } from '../hooks/useBillingQueries';
import { useCheckout } from '../hooks/useCheckout';
import { parseTerm, purchasablePlans } from '../planChoice';
import { PromoBar } from '../promo/PromoBar';

/**
 * Plans (spec §2 /:lang/subscriptions): the term switcher, one card per plan at that term, the
 * promo code, checkout, and the enterprise request. Term and code live in the address.
 */
export function SubscriptionsPage() {
  const { t } = useTranslation('billing');
  const [params, setParams] = useSearchParams();
  const { openModal } = useAppModal();
  const plans = usePlans();
  const subscription = useSubscription().data;
  const checkout = useCheckout();
  const campaigns = useCampaigns();
  const testMode = usePaymentMode().data?.testMode;
  const months = parseTerm(params.get('months'));
  const promo = params.get('promo');

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const list = purchasablePlans(plans.data ?? []);
  const isCurrent = (planId: string) => subscription?.planId === planId && (subscription.status === 'active' || subscription.status === 'cancelled');
  const running = runningCampaigns(campaigns.data ?? [], new Date(), 'banner').find((campaign) => campaign.discountPercent);
  const campaign = running?.discountPercent ? { title: running.title, discountPercent: running.discountPercent } : null;

  return (
    <Container size="xl" py="lg">
      <Stack gap="xl">
        <Stack gap={6} align="center" ta="center">
          <Title order={1} size="h2">
            {t('plans.title')}
          </Title>
          <Text c="dimmed" maw={620}>
            {t('plans.subtitle')}
          </Text>
        </Stack>

        {testMode && <TestModeNotice />}
        {subscription && <SubscriptionSummary subscription={subscription} />}

        {plans.isPending && <Loader mx="auto" />}
        {plans.isError && <Alert color="red">{errorText('something_went_wrong')}</Alert>}
        {list.length > 0 && (
          <>
            <TermSwitcher plans={list} value={months} onChange={(next: PlanTermMonths) => update({ months: String(next) })} />
            <PromoBar applied={promo} onOpenModal={() => openModal(PROMO_CODE_MODAL, { months: String(months) })} onApply={(code) => update({ promo: code })} onRemove={() => update({ promo: null })} />
            <div className={classes.cards}>
              {list.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  months={months}
                  isCurrent={isCurrent(plan.id)}
                  campaign={campaign}
                  promoCode={promo}
                  choosing={checkout.isPending && checkout.variables.planId === plan.id}
                  disabled={checkout.isPending}
                  onChoose={() => checkout.mutate({ planId: plan.id, months, ...(promo ? { promoCode: promo } : {}) })}
                />
              ))}
            </div>
          </>
        )}
        <EnterpriseCard onRequest={() => openModal(ENTERPRISE_REQUEST_MODAL)} />
      </Stack>
      {/* thank-you (spec §2: a child of subscriptions) opens over the plans. */}
      <Outlet />
    </Container>
  );
}
