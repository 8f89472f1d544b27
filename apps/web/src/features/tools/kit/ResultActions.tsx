import { Button, Group, Loader, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../common/api';
import { OpenInToolMenu } from '../../../common/components/OpenInToolMenu';
import { ShareButton } from '../../../common/components/ShareButton';
import { showErrorToast } from '../../../common/notifications/toast';
import { saveBlob } from '../../../common/utils/saveBlob';

const FORMATS = ['png', 'jpg', 'webp'] as const;

/** Download in PNG, JPG or WEBP (converted by the server), share, and open in another tool. */
export function ResultActions({ imageId, tool, filename }: { imageId: string; tool: string; filename: string }) {
  const { t } = useTranslation('toolkit');
  const [busy, setBusy] = useState(false);
  const download = async (format: (typeof FORMATS)[number]) => {
    if (busy) return;
    setBusy(true);
    try {
      saveBlob(await unwrap(api.GET('/files/{id}', { params: { path: { id: imageId }, query: { format } }, parseAs: 'blob' })), `${filename}.${format}`);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="sm">
      {/* Busy shows a spinner but stays enabled: a disabled button would drop the keyboard focus the menu returns to it. */}
      <Menu position="bottom-start">
        <Menu.Target>
          <Button leftSection={busy ? <Loader size={14} color="white" /> : <IconDownload size={16} />} rightSection={<IconChevronDown size={14} />} aria-busy={busy} data-testid="download">
            {t('result.download')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => void download(format)}>
              {format.toUpperCase()}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ShareButton entityType="image" entityId={imageId} />
      <OpenInToolMenu imageId={imageId} except={tool} />
    </Group>
  );
}
