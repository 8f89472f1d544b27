import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import type { GeneratedImage } from '@vitrina/contracts';
import { IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ImageTile } from '../../../common/components/ImageTile';
import { OpenInToolMenu } from '../../../common/components/OpenInToolMenu';
import { DownloadImageButton } from '../../../common/components/DownloadImageButton';
import { ShareButton } from '../../../common/components/ShareButton';
import { useToolLabel } from '../../../common/routing/useToolLabel';

interface GalleryTileProps {
  item: GeneratedImage;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onFavorite: () => void;
  onDelete: () => void;
  showTool: boolean;
}

export function GalleryTile({ item, selected, onToggle, onOpen, onFavorite, onDelete, showTool }: GalleryTileProps) {
  const { t, i18n } = useTranslation(['gallery', 'common']);
  const toolLabel = useToolLabel()(item.tool);
  return (
    <ImageTile
      testId="gallery-tile"
      url={item.image.url}
      alt={item.prompt ?? toolLabel}
      caption={new Date(item.createdAt).toLocaleDateString(i18n.language)}
      selected={selected}
      onToggleSelected={onToggle}
      selectLabel={t('common:actions.select')}
      onOpen={onOpen}
      badge={showTool ? <Badge variant="white" size="sm">{toolLabel}</Badge> : null}
      actions={
        <>
          <Tooltip label={item.favorite ? t('gallery:unfavorite') : t('gallery:favorite')}>
            <ActionIcon variant="default" aria-label={t('gallery:favorite')} aria-pressed={item.favorite} onClick={onFavorite} data-testid="favorite">
              {item.favorite ? <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" /> : <IconStar size={16} />}
            </ActionIcon>
          </Tooltip>
          <DownloadImageButton imageId={item.image.id} format={item.image.format} name={`vitrina-${item.id.slice(0, 8)}`} />
          <ShareButton entityType="generated_image" entityId={item.id} compact />
          <OpenInToolMenu imageId={item.image.id} compact />
          <Tooltip label={t('common:actions.delete')}>
            <ActionIcon variant="default" aria-label={t('common:actions.delete')} onClick={onDelete}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      }
    />
  );
}
