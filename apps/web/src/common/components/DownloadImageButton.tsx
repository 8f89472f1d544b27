import { ActionIcon, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api';
import { showErrorToast } from '../notifications/toast';
import { saveBlob } from '../utils/saveBlob';

/** Downloads one image file as it is stored (GET /api/files/<id> with the session). */
export function DownloadImageButton({ imageId, format, name }: { imageId: string; format: string; name: string }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveBlob(await unwrap(api.GET('/files/{id}', { params: { path: { id: imageId } }, parseAs: 'blob' })), `${name}.${format}`);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip label={t('actions.download')}>
      <ActionIcon variant="default" aria-label={t('actions.download')} loading={busy} onClick={() => void run()} data-testid="download-one">
        <IconDownload size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
