import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoPlus, IconPhotoSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../common/notifications/toast';
import { acceptImageFile } from '../../../common/upload/acceptImageFile';
import type { UploadPurpose } from '../../../common/upload/imageFileRules';
import { uploadImage } from '../../../common/upload/uploadImage';
import { ProductsPickerModal } from '../../products';

interface ToolUploadPanelProps {
  /** Called with the id of the uploaded (or picked) image. */
  onImage: (imageId: string) => void;
  purpose?: UploadPurpose;
  busy?: boolean;
}

/**
 * The start of every tool: drop, paste or pick a photo (or choose from My products and the
 * samples). Files are checked in the browser with the spec's messages before anything is sent.
 */
export function ToolUploadPanel({ onImage, purpose = 'product', busy = false }: ToolUploadPanelProps) {
  const { t } = useTranslation('toolkit');
  const [uploading, setUploading] = useState(false);
  const [picking, setPicking] = useState(false);

  const accept = async (files: File[]) => {
    const file = await acceptImageFile(files, purpose);
    if (!file) return;
    setUploading(true);
    try {
      onImage((await uploadImage(file, purpose)).id);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setUploading(false);
    }
  };

  // Paste an image from the clipboard anywhere on the page.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length > 0) void accept(files);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="md">
        <Dropzone
          onDrop={(files) => void accept(files)}
          onReject={(rejections) => void accept(rejections.map((rejection) => rejection.file))}
          multiple={false}
          loading={uploading || busy}
          data-testid="tool-dropzone"
        >
          <Stack align="center" gap="xs" py="xl" style={{ pointerEvents: 'none' }}>
            <IconPhotoPlus size={48} stroke={1.3} />
            <Text fw={600}>{t('upload.title')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('upload.rules', { size: purpose === 'shadow' ? 15 : 5 })}
            </Text>
          </Stack>
        </Dropzone>
        <Group justify="center">
          <Button variant="light" leftSection={<IconPhotoSearch size={16} />} onClick={() => setPicking(true)}>
            {t('upload.pickProduct')}
          </Button>
        </Group>
      </Stack>
      <ProductsPickerModal
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(product) => {
          setPicking(false);
          onImage(product.image.id);
        }}
      />
    </Paper>
  );
}
