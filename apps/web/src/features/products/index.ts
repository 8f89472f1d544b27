export { ProductsPickerModal } from './ProductsPickerModal';
