export { ProductsPickerModal } from './ProductsPickerModal';
export { productsApi } from './api/productsApi';
export { useProductUpload } from './components/useProductUpload';
