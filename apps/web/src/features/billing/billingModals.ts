import type { ComponentType } from 'react';
import { FEATURE_UNAVAILABLE_MODAL, NO_CREDITS_MODAL, NO_PLAN_MODAL } from './billingErrors';
import { FeatureUnavailableDialog, NoCreditsDialog, NoPlanDialog } from './components/BillingDialogs';
import { ENTERPRISE_REQUEST_MODAL, EnterpriseRequestModal } from './enterprise/EnterpriseRequestModal';
import { NEW_USER_PROMO_MODAL, NewUserPromoModal } from './promo/NewUserPromoModal';
import { PROMO_CODE_MODAL, PromoCodeModal } from './promo/PromoCodeModal';

/** Billing's modals by their spec §2 ids, for the app's modal registry. */
export const billingModals: Record<string, { component: ComponentType; frame?: { size?: string } }> = {
  [NO_CREDITS_MODAL]: { component: NoCreditsDialog },
  [NO_PLAN_MODAL]: { component: NoPlanDialog },
  [FEATURE_UNAVAILABLE_MODAL]: { component: FeatureUnavailableDialog },
  [PROMO_CODE_MODAL]: { component: PromoCodeModal },
  [ENTERPRISE_REQUEST_MODAL]: { component: EnterpriseRequestModal, frame: { size: 'lg' } },
  [NEW_USER_PROMO_MODAL]: { component: NewUserPromoModal },
};
