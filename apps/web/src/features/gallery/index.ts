export { GalleryView } from './GalleryView';
