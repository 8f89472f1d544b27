export { galleryApi } from './api/galleryApi';
export { useGallery } from './api/useGallery';
export { GalleryView } from './GalleryView';
