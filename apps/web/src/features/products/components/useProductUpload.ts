import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@vitrina/contracts';
import { useState } from 'react';
import { showErrorToast, showToast } from '../../../common/notifications/toast';
import { uploadImage } from '../../../common/upload/uploadImage';
import { validateImageFiles } from '../../../common/upload/validateImageFile';
import { errorText } from '../../../i18n/errorText';
import { productsApi } from '../api/productsApi';

/** Checks a picked photo in the browser (spec §5), uploads it and makes it a product. */
export function useProductUpload(onCreated?: (product: Product) => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const upload = async (files: File[]) => {
    const problem = await validateImageFiles(files, 'product');
    if (problem) {
      showToast({ message: errorText(problem), tone: 'error' });
      return;
    }
    setBusy(true);
    try {
      const image = await uploadImage(files[0], 'product');
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
