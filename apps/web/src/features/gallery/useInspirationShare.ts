import { useQueryClient } from '@tanstack/react-query';
import { PUBLISHABLE_TOOLS, type GeneratedImage, type InspirationCategory } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../common/notifications/toast';
import { galleryApi } from './api/galleryApi';

/** Whether the inspiration wall takes results of this tool (its recipe can be used again). */
export const canShareToInspiration = (item: Pick<GeneratedImage, 'tool'>): boolean => (PUBLISHABLE_TOOLS as readonly string[]).includes(item.tool);

/**
 * Publishing one gallery image to the inspiration wall and removing it again (issue 21). One call
 * at a time: the buttons are busy until the answer, so a double click cannot send a second one
 * (the server answers the same look anyway).
 */
export function useInspirationShare() {
  const { t } = useTranslation('gallery');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['generated-images'] }), queryClient.invalidateQueries({ queryKey: ['inspirations'] })]);
  const run = async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      await call();
      await refresh();
      showToast({ message: done, tone: 'success' });
      return true;
    } catch (error) {
      showErrorToast(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    publish: (item: GeneratedImage, category: InspirationCategory) => run(() => galleryApi.publish(item.id, category), t('inspiration.published')),
    unpublish: (item: GeneratedImage) => (item.inspiration ? run(() => galleryApi.unpublish(item.inspiration?.id ?? ''), t('inspiration.removed')) : Promise.resolve(false)),
  };
}
