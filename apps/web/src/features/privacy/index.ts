export { AgreementLabel } from './components/AgreementLabel';
export { LegalLinks } from './components/LegalLinks';
export { PrivacySection } from './components/PrivacySection';
