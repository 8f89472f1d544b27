import { ActionIcon, Tooltip } from '@mantine/core';
import type { GeneratedImage } from '@vitrina/contracts';
import { IconDownload, IconLayoutBoardSplit, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageTile } from '../../../common/components/ImageTile';
import { OpenInToolMenu } from '../../../common/components/OpenInToolMenu';
import { ShareButton } from '../../../common/components/ShareButton';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { infographicsPaths } from '../../infographics';

interface GeneratedTileProps {
  item: GeneratedImage;
  onOpen: () => void;
  onFavorite: () => void;
  onDownload: () => void;
  onDelete: () => void;
}

/** One generated scene: favourite, download, share, open in another tool, delete (its engine is in the details view). */
export function GeneratedTile({ item, onOpen, onFavorite, onDownload, onDelete }: GeneratedTileProps) {
  const { t } = useTranslation(['generation', 'common', 'gallery']);
  const lang = useLanguage();
  // An infographic card on this scene: its source will be of type `generated` (spec §3).
  const cardPath = infographicsPaths(lang, 'product').image(item.image.id, { generatedImageId: item.id });
  return (
    <ImageTile
      testId="generated-tile"
      url={item.image.url}
      alt={item.prompt ?? t('generation:result.untitled')}
      caption={item.prompt}
      onOpen={onOpen}
      actions={
        <>
          <Tooltip label={item.favorite ? t('gallery:unfavorite') : t('gallery:favorite')}>
            <ActionIcon variant="default" aria-label={t('gallery:favorite')} aria-pressed={item.favorite} onClick={onFavorite} data-testid="favorite">
              {item.favorite ? <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" /> : <IconStar size={16} />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('generation:result.download')}>
            <ActionIcon variant="default" aria-label={t('generation:result.download')} onClick={onDownload} data-testid="download-one">
              <IconDownload size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('generation:result.makeCard')}>
            <ActionIcon component={Link} to={cardPath} variant="default" aria-label={t('generation:result.makeCard')} data-testid="make-card">
              <IconLayoutBoardSplit size={16} />
            </ActionIcon>
          </Tooltip>
          <ShareButton entityType="generated_image" entityId={item.id} compact />
          <OpenInToolMenu imageId={item.image.id} compact />
          <Tooltip label={t('common:actions.delete')}>
            <ActionIcon variant="default" aria-label={t('common:actions.delete')} onClick={onDelete} data-testid="delete-one">
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      }
    />
  );
}
