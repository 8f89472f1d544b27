export { editImage, resolveEditOperations, EDIT_RANGES, IDENTITY_EDIT } from './edit-image';
export type { EditOperations } from './edit-image';
export type { QuarterTurn } from './geometry';
export { resizeImage, resolveResizeTarget, RESIZE_FITS } from './resize';
export type { ResizeTarget, ResizeFit, ResizeOptions, CropPosition } from './resize';
export { cropImage, assertCropInBounds } from './crop';
export type { CropRect } from './crop';
export { MARKETPLACE_SIZES, findMarketplaceSize } from './marketplace-sizes';
export type { MarketplaceSize } from './marketplace-sizes';
