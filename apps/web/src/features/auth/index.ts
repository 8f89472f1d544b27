// What other features use of the accounts feature (its public index; ARCHITECTURE.md).
export { useAuthProviders } from './api/useAuthProviders';
export { CountrySelect } from './components/CountrySelect';
export { hasErrors, validateNewPassword } from './forms/validation';
export { forgetSession, listenForLogoutElsewhere, logout } from './session/logout';
