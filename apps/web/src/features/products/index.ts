export { ProductsPickerModal } from './ProductsPickerModal';
export { productsApi } from './api/productsApi';
