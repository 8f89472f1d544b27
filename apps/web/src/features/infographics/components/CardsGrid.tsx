import { ActionIcon, Button, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import type { InfographicSummary } from '@vitrina/contracts';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../../common/components/ConfirmDelete';
import { ImageTile } from '../../../common/components/ImageTile';
import { ShareButton } from '../../../common/components/ShareButton';
import { showToast } from '../../../common/notifications/toast';
import { saveBlob } from '../../../common/utils/saveBlob';
import { errorText } from '../../../i18n/errorText';
import { infographicsApi, isSwallowedError } from '../api/infographicsApi';

interface CardsGridProps {
  cards: InfographicSummary[];
  onOpen: (card: InfographicSummary) => void;
  onChanged: () => void;
}

/** Saved cards: open to edit, select several, download them as a zip, share, delete. */
export function CardsGrid({ cards, onOpen, onChanged }: CardsGridProps) {
  const { t } = useTranslation(['infographics', 'common']);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = (id: string) => setSelected((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const chosen = [...selected].filter((id) => cards.some((card) => card.id === id));

  const download = async (ids: string[]) => {
    setBusy(true);
    const answer = await infographicsApi.download(ids);
    setBusy(false);
    // Spec §8: the download swallows its error; the user sees "Download error".
    if (isSwallowedError(answer)) showToast({ message: errorText('download_error'), tone: 'error' });
    else saveBlob(answer, 'vitrina-cards.zip');
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const answer = await infographicsApi.remove(deleting);
    setBusy(false);
    setDeleting(null);
    if (isSwallowedError(answer)) showToast({ message: errorText(answer.error.code), tone: 'error' });
    setSelected(new Set());
    onChanged();
  };

  if (cards.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('infographics:cards.empty')}
      </Text>
    );
  }
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dimmed">
          {t('infographics:cards.count', { count: cards.length })}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} loading={busy} disabled={chosen.length === 0} onClick={() => void download(chosen)} data-testid="download-cards">
            {t('infographics:cards.downloadZip', { count: chosen.length })}
          </Button>
          <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={14} />} disabled={chosen.length === 0} onClick={() => setDeleting(chosen)}>
            {t('common:actions.delete')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="cards-grid">
        {cards.map((card) => (
          <ImageTile
            key={card.id}
            testId="card-tile"
            url={card.image.url}
            alt={t('infographics:cards.cardAlt')}
            caption={new Date(card.updatedAt).toLocaleString()}
            selected={selected.has(card.id)}
            onToggleSelected={() => toggle(card.id)}
            selectLabel={t('common:actions.select')}
            onOpen={() => onOpen(card)}
            actions={
              <>
                <ShareButton entityType="product_infographic" entityId={card.id} compact />
                <Tooltip label={t('common:actions.delete')}>
                  <ActionIcon variant="default" aria-label={t('common:actions.delete')} onClick={() => setDeleting([card.id])}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </>
            }
          />
        ))}
      </SimpleGrid>
      <ConfirmDelete count={deleting?.length ?? 0} opened={deleting !== null} busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void remove()} />
    </>
  );
}
