export { AutoRenewalPanel } from './account/AutoRenewalPanel';
export { PaymentHistory } from './account/PaymentHistory';
export { refreshBalanceAfter } from './balanceRefresh';
export { billingModalFor } from './billingErrors';
export { billingModals } from './billingModals';
export { CampaignBanner } from './campaigns/CampaignBanner';
export { BillingPrompts } from './components/BillingPrompts';
export { HeaderBalance } from './components/HeaderBalance';
