import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import type { GeneratedImage } from '@vitrina/contracts';
import { IconSparkles, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
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
  /** Opens "Share to Inspiration"; absent for tools the wall does not take. */
  onInspiration?: () => void;
  showTool: boolean;
}

export function GalleryTile({ item, selected, onToggle, onOpen, onFavorite, onDelete, onInspiration, showTool }: GalleryTileProps) {
  const { t, i18n } = useTranslation(['gallery', 'common']);
  const toolLabel = useToolLabel()(item.tool);
  const shared = item.inspiration !== null;
  const badges = [
    showTool ? <Badge key="tool" variant="white" size="sm">{toolLabel}</Badge> : null,
    shared ? (
      <Badge key="shared" variant="filled" color="teal" size="sm" leftSection={<IconSparkles size={12} aria-hidden />} data-testid="shared-badge">
        {t('gallery:inspiration.shared')}
      </Badge>
    ) : null,
  ].filter(Boolean);
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
      badge={badges.length > 0 ? <Group gap={4}>{badges}</Group> : null}
      actions={
        <>
          <Tooltip label={item.favorite ? t('gallery:unfavorite') : t('gallery:favorite')}>
            <ActionIcon variant="default" aria-label={t('gallery:favorite')} aria-pressed={item.favorite} onClick={onFavorite} data-testid="favorite">
              {item.favorite ? <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" /> : <IconStar size={16} />}
            </ActionIcon>
          </Tooltip>
          <DownloadImageButton imageId={item.image.id} format={item.image.format} name={`vitrina-${item.id.slice(0, 8)}`} />
          <ShareButton entityType="generated_image" entityId={item.id} compact />
          {onInspiration ? (
            <Tooltip label={shared ? t('gallery:inspiration.shared') : t('gallery:inspiration.share')}>
              <ActionIcon variant={shared ? 'light' : 'default'} color={shared ? 'teal' : undefined} aria-label={t('gallery:inspiration.share')} aria-pressed={shared} onClick={onInspiration} data-testid="inspiration-share">
                <IconSparkles size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
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
