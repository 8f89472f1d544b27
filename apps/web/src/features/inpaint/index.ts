// What other features use of the magic eraser (its public index; ARCHITECTURE.md).
export { useMaskedJob } from './useMaskedJob';
