import { Button, Chip, Group, Select } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TOOLS } from '../../../common/routing/toolTargets';

interface GalleryToolbarProps {
  tool?: string;
  /** When the tool is fixed (a tool's own gallery), no tool filter is shown. */
  toolFixed: boolean;
  onToolChange: (tool: string | undefined) => void;
  favorite: boolean;
  onFavoriteChange: (favorite: boolean) => void;
  selectedCount: number;
  downloading: boolean;
  onDownload: () => void;
  onDelete: () => void;
  onClearSelection: () => void;
}

export function GalleryToolbar(props: GalleryToolbarProps) {
  const { t } = useTranslation(['gallery', 'common']);
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        {props.toolFixed ? null : (
          <Select
            aria-label={t('gallery:filterTool')}
            placeholder={t('gallery:allTools')}
            data={IMAGE_TOOLS.map((tool) => ({ value: tool, label: t(`common:tools.${tool}`) }))}
            value={props.tool ?? null}
            onChange={(value) => props.onToolChange(value ?? undefined)}
            clearable
            w={220}
          />
        )}
        <Chip checked={props.favorite} onChange={props.onFavoriteChange} data-testid="favorites-filter">
          {t('gallery:favorites')}
        </Chip>
      </Group>
      {props.selectedCount > 0 ? (
        <Group gap="sm">
          <Button variant="subtle" onClick={props.onClearSelection}>
            {t('gallery:clearSelection', { count: props.selectedCount })}
          </Button>
          <Button leftSection={<IconDownload size={16} />} loading={props.downloading} onClick={props.onDownload} data-testid="download-zip">
            {t('gallery:downloadZip')}
          </Button>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={props.onDelete}>
            {t('common:actions.delete')}
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}
