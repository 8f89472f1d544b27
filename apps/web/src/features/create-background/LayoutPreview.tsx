import { Box, Stack, Text } from '@mantine/core';
import { EDITOR_SIZE_PRESETS } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../common/api/useFileUrl';
import { backgroundCss, outputSize, type BackgroundSettings } from './backgroundSettings';

/**
 * The layout in the browser: the chosen background at the output's proportions with the photo
 * where the product will stand (scale 1 = it just fits). The cut-out and the shadow are made on
 * the server, so the photo shows as it is.
 */
export function LayoutPreview({ imageId, settings }: { imageId: string; settings: BackgroundSettings }) {
  const { t } = useTranslation('createBackground');
  const photo = useFileUrl(`/api/files/${imageId}`, 768);
  const backdrop = useFileUrl(settings.kind === 'image' && settings.imageId ? `/api/files/${settings.imageId}` : null, 1024);
  const size = outputSize(settings, EDITOR_SIZE_PRESETS);
  const { x, y, scale } = settings.position;
  return (
    <Stack gap="xs">
      <Box
        data-testid="layout-preview"
        dir="ltr"
        style={{
          position: 'relative',
          overflow: 'hidden',
          width: '100%',
          maxWidth: `min(100%, ${((60 * size.width) / size.height).toFixed(2)}vh)`,
          aspectRatio: `${size.width} / ${size.height}`,
          marginInline: 'auto',
          borderRadius: 8,
          border: '1px solid var(--mantine-color-gray-3)',
          background: backgroundCss(settings, backdrop),
        }}
      >
        {photo ? (
          <img
            src={photo}
            alt={t('product')}
            style={{ position: 'absolute', left: `${x * 100}%`, top: `${y * 100}%`, width: `${scale * 100}%`, height: `${scale * 100}%`, objectFit: 'contain', transform: 'translate(-50%, -50%)' }}
          />
        ) : null}
      </Box>
      <Text size="xs" c="dimmed" ta="center">
        {t('previewNote', { width: size.width, height: size.height })}
      </Text>
    </Stack>
  );
}
