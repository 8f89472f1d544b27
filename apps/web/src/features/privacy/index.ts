export { LegalLinks } from './components/LegalLinks';
export { PrivacySection } from './components/PrivacySection';
export { legalPaths } from './legalPaths';
export { AgreementLabel } from './components/AgreementLabel';
