// What other features use of generation (its public index; ARCHITECTURE.md).
export { generationApi, productQueryKey } from './api/generationApi';
export { generationStorage } from './generationStorage';
