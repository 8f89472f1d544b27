import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../common/hooks/useLanguage';
import { showErrorToast } from '../../common/notifications/toast';
import { uploadImage } from '../../common/upload/uploadImage';
import { toolJobApi } from '../tools';

/**
 * Uploads the painted mask and starts a tool on `imageId` with it; the page then shows the job.
 * `extra` are the tool's other parameters (a look's featherPx or detectTiled).
 */
export function useMaskedJob(tool: 'inpaint' | 'watermark-removal', pagePath: string) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async (imageId: string, mask: Blob, extra: { featherPx?: number; detectTiled?: boolean } = {}) => {
    setBusy(true);
    try {
      const maskImage = await uploadImage(new File([mask], 'mask.png', { type: 'image/png' }), 'mask');
      const job =
        tool === 'inpaint'
          ? await toolJobApi.start('inpaint', imageId, { maskImageId: maskImage.id, ...(extra.featherPx === undefined ? {} : { featherPx: extra.featherPx }) })
          : await toolJobApi.start('watermark-removal', imageId, { maskImageId: maskImage.id, ...(extra.detectTiled ? { detectTiled: true } : {}) });
      await navigate(`/${lang}/${pagePath}/${imageId}?job=${job.id}`);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
