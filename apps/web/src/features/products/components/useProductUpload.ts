import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@vitrina/contracts';
import { useState } from 'react';
import { showErrorToast } from '../../../common/notifications/toast';
import { acceptImageFile } from '../../../common/upload/acceptImageFile';
import { uploadImage } from '../../../common/upload/uploadImage';
import { productsApi } from '../api/productsApi';

/** Checks a picked photo in the browser (spec §5), uploads it and makes it a product. */
export function useProductUpload(onCreated?: (product: Product) => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const upload = async (files: File[]) => {
    const file = await acceptImageFile(files, 'product');
    if (!file) return;
    setBusy(true);
    try {
      const image = await uploadImage(file, 'product');
      const product = await productsApi.create(image.id);
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      onCreated?.(product);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  return { upload, busy };
}
