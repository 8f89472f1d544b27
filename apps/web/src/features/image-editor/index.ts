// What other features use of the image editor (its public index; ARCHITECTURE.md).
export { sizePresetGroups } from './sizePresetGroups';
