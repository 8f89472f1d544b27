import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZOOM_STEP } from './viewport';

/** Zoom out / level / in / fit, floating over the stage's corner. */
export function ZoomControls({ zoom, onZoom, onFit }: { zoom: number; onZoom: (zoom: number) => void; onFit: () => void }) {
  const { t } = useTranslation('cardEditor');
  return (
    <Paper shadow="xs" p={4} radius="md" pos="absolute" bottom={8} right={8} data-testid="zoom-controls">
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('zoom.out')}>
          <ActionIcon variant="subtle" aria-label={t('zoom.out')} onClick={() => onZoom(zoom / ZOOM_STEP)} data-testid="zoom-out">
            <IconZoomOut size={18} />
          </ActionIcon>
        </Tooltip>
        <Text size="xs" w={44} ta="center" data-testid="zoom-level">
          {t('zoom.level', { percent: Math.round(zoom * 100) })}
        </Text>
        <Tooltip label={t('zoom.in')}>
          <ActionIcon variant="subtle" aria-label={t('zoom.in')} onClick={() => onZoom(zoom * ZOOM_STEP)} data-testid="zoom-in">
            <IconZoomIn size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('zoom.fit')}>
          <ActionIcon variant="subtle" aria-label={t('zoom.fit')} onClick={onFit} data-testid="zoom-fit">
            <IconArrowsMaximize size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
