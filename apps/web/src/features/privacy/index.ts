export { AgreementLabel } from './components/AgreementLabel';
export { PrivacySection } from './components/PrivacySection';
