// What other features use of the personal account (its public index; ARCHITECTURE.md).
export { useProfile } from './useProfile';
