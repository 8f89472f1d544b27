import { useEffect, useRef } from 'react';
import { appStorage } from '../../../common/storage/storage';
import { STORAGE_KEYS } from '../../../common/storage/storageKeys';
import { useAppModal } from '../../../common/modals/useAppModal';
import { useNotificationStore } from '../../../common/store/notificationStore';
import { runningCampaigns } from '../campaigns/activeCampaigns';
import { useCampaigns } from '../campaigns/useCampaigns';
import { useNewUserPromotion } from '../hooks/useNewUserPromotion';
import { NEW_USER_PROMO_MODAL } from '../billingModalIds';
import { PaymentPendingNotice } from '../payments/PaymentPendingNotice';

/** Notices already shown in this page load (closing one keeps it closed until the next visit). */
const shownNotices = new Set<string>();

/**
 * What billing brings up by itself on signed-in pages:
 * - the new-user promo modal, once, after a registration in this browser (spec §3 keys `isReg`,
 *   `newUserPromo`), while the 24-hour code is valid and no other modal is open;
 * - a running notice (the price increase) in the notification banner (spec §3, §4);
 * - a payment still awaiting its confirmation, in the same banner (PaymentPendingNotice).
 */
export function BillingPrompts() {
  const { currentModal, openModal } = useAppModal();
  const justRegistered = appStorage.get(STORAGE_KEYS.isReg) === 'true' && !appStorage.get(STORAGE_KEYS.newUserPromo);
  const promotion = useNewUserPromotion(justRegistered).data;
  const notice = runningCampaigns(useCampaigns().data ?? [], new Date(), 'notice')[0];
  const showNotification = useNotificationStore((state) => state.showNotification);
  const opened = useRef(false);

  useEffect(() => {
    if (!justRegistered || !promotion || currentModal || opened.current) return;
    if (Date.parse(promotion.expiresAt) <= Date.now()) return;
    opened.current = true;
    appStorage.set(STORAGE_KEYS.newUserPromo, promotion.code);
    openModal(NEW_USER_PROMO_MODAL);
  }, [justRegistered, promotion, currentModal, openModal]);

  useEffect(() => {
    if (!notice || shownNotices.has(notice.id)) return;
    shownNotices.add(notice.id);
    showNotification(notice.title ? `${notice.title}. ${notice.text}` : notice.text, 'pending');
  }, [notice, showNotification]);

  return <PaymentPendingNotice />;
}
