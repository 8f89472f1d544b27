export { PrivacySection } from './components/PrivacySection';
