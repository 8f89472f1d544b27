import { lazy, type ComponentType } from 'react';
import { TRANSFER_WELCOME_MODAL } from '../../common/modals/transferWelcomeModal';
import { FEATURE_UNAVAILABLE_MODAL, NO_CREDITS_MODAL, NO_PLAN_MODAL } from './billingErrors';
import { ENTERPRISE_REQUEST_MODAL, NEW_USER_PROMO_MODAL, PROMO_CODE_MODAL } from './billingModalIds';

// Each dialog's code loads when it first opens (the modal host waits for it in a Suspense boundary).
const dialogs = () => import('./components/BillingDialogs');
const NoCreditsDialog = lazy(async () => ({ default: (await dialogs()).NoCreditsDialog }));
const NoPlanDialog = lazy(async () => ({ default: (await dialogs()).NoPlanDialog }));
const FeatureUnavailableDialog = lazy(async () => ({ default: (await dialogs()).FeatureUnavailableDialog }));
const PromoCodeModal = lazy(async () => ({ default: (await import('./promo/PromoCodeModal')).PromoCodeModal }));
const EnterpriseRequestModal = lazy(async () => ({ default: (await import('./enterprise/EnterpriseRequestModal')).EnterpriseRequestModal }));
const NewUserPromoModal = lazy(async () => ({ default: (await import('./promo/NewUserPromoModal')).NewUserPromoModal }));
const TransferWelcomeModal = lazy(async () => ({ default: (await import('./components/TransferWelcomeModal')).TransferWelcomeModal }));

/** Billing's modals by their spec §2 ids, for the app's modal registry. */
export const billingModals: Record<string, { component: ComponentType; frame?: { size?: string } }> = {
  [NO_CREDITS_MODAL]: { component: NoCreditsDialog },
  [NO_PLAN_MODAL]: { component: NoPlanDialog },
  [FEATURE_UNAVAILABLE_MODAL]: { component: FeatureUnavailableDialog },
  [PROMO_CODE_MODAL]: { component: PromoCodeModal },
  [ENTERPRISE_REQUEST_MODAL]: { component: EnterpriseRequestModal, frame: { size: 'lg' } },
  [NEW_USER_PROMO_MODAL]: { component: NewUserPromoModal },
  [TRANSFER_WELCOME_MODAL]: { component: TransferWelcomeModal },
};
