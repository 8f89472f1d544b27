import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../common/hooks/useLanguage';
import { showErrorToast } from '../../common/notifications/toast';
import { uploadImage } from '../../common/upload/uploadImage';
import { toolJobApi } from '../tools';

/** Uploads the painted mask and starts a tool on `imageId` with it; the page then shows the job. */
export function useMaskedJob(tool: 'inpaint' | 'watermark-removal', pagePath: string) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async (imageId: string, mask: Blob) => {
    setBusy(true);
    try {
      const maskImage = await uploadImage(new File([mask], 'mask.png', { type: 'image/png' }), 'mask');
      const job = await toolJobApi.start(tool, imageId, { maskImageId: maskImage.id });
      await navigate(`/${lang}/${pagePath}/${imageId}?job=${job.id}`);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
