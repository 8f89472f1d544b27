import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationStore } from '../../../common/store/notificationStore';
import { useSubscription } from '../hooks/useBillingQueries';
import { PAYMENT_WATCH_MS, usePaymentWatch } from './paymentWatch';

/**
 * The notification banner (spec §3, §4) for a payment in flight: pending while its confirmation
 * is awaited, success when the plan lands, or a calm note when it takes longer than usual.
 */
export function PaymentPendingNotice() {
  const { t } = useTranslation('billing');
  const { waitingSince, stopWaiting } = usePaymentWatch();
  const subscription = useSubscription({ pollMs: waitingSince ? 3000 : false }).data;
  const active = subscription?.status === 'active' && Boolean(subscription.planId);
  const said = useRef<string | null>(null);

  useEffect(() => {
    const { showNotification, hideNotification, notificationText } = useNotificationStore.getState();
    if (!waitingSince) {
      // Stopped without landing (the thank-you page is open again and waits itself): take ours down.
      if (said.current === 'pending' && notificationText === t('thankYou.bannerPending')) hideNotification();
      said.current = null;
      return;
    }
    if (active) {
      showNotification(t('thankYou.bannerLanded'), 'success');
      stopWaiting();
    } else if (said.current !== 'pending') {
      said.current = 'pending';
      showNotification(t('thankYou.bannerPending'), 'pending');
    }
  }, [waitingSince, active, stopWaiting, t]);

  useEffect(() => {
    if (!waitingSince) return;
    const timer = window.setTimeout(
      () => {
        useNotificationStore.getState().showNotification(t('thankYou.later'), 'pending');
        stopWaiting();
      },
      Math.max(0, waitingSince + PAYMENT_WATCH_MS - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [waitingSince, stopWaiting, t]);
  return null;
}
