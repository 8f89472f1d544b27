import { Badge, Button, Center, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { GeneratedImage } from '@vitrina/contracts';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../common/components/AuthImage';
import { ConfirmDelete } from '../../common/components/ConfirmDelete';
import { InfiniteScrollSentinel } from '../../common/components/InfiniteScrollSentinel';
import { isApiError } from '../../common/api';
import { showErrorToast, showToast } from '../../common/notifications/toast';
import { useToolLabel } from '../../common/routing/useToolLabel';
import { saveBlob } from '../../common/utils/saveBlob';
import { errorText } from '../../i18n/errorText';
import { galleryApi } from './api/galleryApi';
import { useGallery } from './api/useGallery';
import { GalleryTile } from './components/GalleryTile';
import { GalleryToolbar } from './components/GalleryToolbar';
import { InspirationShareDialog } from './components/InspirationShareDialog';
import { canShareToInspiration, useInspirationShare } from './useInspirationShare';

/**
 * Every output of the user's jobs (spec §3 generated images): filter by tool and favorites,
 * infinite scroll, multi-select, zip download, share, delete, open in another tool. A tool's own
 * gallery passes `tool` and the filter is fixed.
 */
export function GalleryView({ tool: fixedTool }: { tool?: string }) {
  const { t } = useTranslation(['gallery', 'common']);
  const toolLabel = useToolLabel();
  const queryClient = useQueryClient();
  const [toolFilter, setToolFilter] = useState<string | undefined>(undefined);
  const [favorite, setFavorite] = useState(false);
  const filter = { tool: fixedTool ?? toolFilter, favorite };
  const { items, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useGallery(filter);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // Ids, not items: after publishing, the dialogs show the refreshed entry.
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [sharingId, setSharingId] = useState<string | null>(null);
  const preview = items.find((item) => item.id === previewId) ?? null;
  const sharing = items.find((item) => item.id === sharingId) ?? null;
  const share = useInspirationShare();
  const [pendingDelete, setPendingDelete] = useState<string[] | null>(null);
  const [busy, setBusy] = useState<'download' | 'delete' | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['generated-images'] });
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const toggleFavorite = async (item: GeneratedImage) => {
    try {
      await galleryApi.setFavorite(item.id, !item.favorite);
      await refresh();
    } catch (error) {
      showErrorToast(error);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      saveBlob(await galleryApi.downloadZip([...selected]), `vitrina-${new Date().toISOString().slice(0, 10)}.zip`);
    } catch (error) {
      // Spec §8: the archive's own failures have their words; anything else is a download error.
      showToast({ message: isApiError(error) && error.code === 'archive_error' ? error.message : errorText('download_error'), tone: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!pendingDelete) return;
    setBusy('delete');
    try {
      await galleryApi.remove(pendingDelete);
      setSelected((current) => new Set([...current].filter((id) => !pendingDelete.includes(id))));
      await refresh();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(null);
      setPendingDelete(null);
    }
  };

  return (
    <Stack gap="md">
      <GalleryToolbar
        tool={filter.tool}
        toolFixed={Boolean(fixedTool)}
        onToolChange={setToolFilter}
        favorite={favorite}
        onFavoriteChange={setFavorite}
        selectedCount={selected.size}
        downloading={busy === 'download'}
        onDownload={() => void download()}
        onDelete={() => setPendingDelete([...selected])}
        onClearSelection={() => setSelected(new Set())}
      />
      {!isLoading && items.length === 0 ? (
        <Center py={64}>
          <Text c="dimmed">{favorite ? t('emptyFavorites') : t('empty')}</Text>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="md">
          {items.map((item) => (
            <GalleryTile
              key={item.id}
              item={item}
              selected={selected.has(item.id)}
              onToggle={() => toggle(item.id)}
              onOpen={() => setPreviewId(item.id)}
              onFavorite={() => void toggleFavorite(item)}
              onDelete={() => setPendingDelete([item.id])}
              onInspiration={canShareToInspiration(item) ? () => setSharingId(item.id) : undefined}
              showTool={!fixedTool}
            />
          ))}
        </SimpleGrid>
      )}
      <InfiniteScrollSentinel enabled={Boolean(hasNextPage)} loading={isLoading || isFetchingNextPage} onVisible={() => void fetchNextPage()} />
      <Modal opened={preview !== null} onClose={() => setPreviewId(null)} size="xl" title={preview?.prompt ?? undefined} centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
        {preview ? (
          <Stack gap="sm">
            <AuthImage url={preview.image.url} alt={preview.prompt ?? toolLabel(preview.tool)} style={{ maxHeight: '70vh' }} />
            {canShareToInspiration(preview) ? (
              <Group gap="xs" justify="flex-end" data-testid="preview-inspiration">
                {preview.inspiration ? (
                  <>
                    <Badge variant="light" color="teal" leftSection={<IconSparkles size={12} aria-hidden />}>
                      {t('inspiration.shared')}
                    </Badge>
                    <Button size="xs" variant="subtle" color="red" loading={share.busy} onClick={() => void share.unpublish(preview)} data-testid="inspiration-remove">
                      {t('inspiration.remove')}
                    </Button>
                  </>
                ) : (
                  <Button size="xs" variant="light" leftSection={<IconSparkles size={14} aria-hidden />} onClick={() => setSharingId(preview.id)} data-testid="inspiration-share">
                    {t('inspiration.share')}
                  </Button>
                )}
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </Modal>
      <InspirationShareDialog item={sharing} share={share} onClose={() => setSharingId(null)} />
      <ConfirmDelete count={pendingDelete?.length ?? 0} opened={pendingDelete !== null} busy={busy === 'delete'} onCancel={() => setPendingDelete(null)} onConfirm={() => void remove()} />
    </Stack>
  );
}
