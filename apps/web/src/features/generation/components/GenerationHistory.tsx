import { Center, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { GeneratedImage } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngineName } from '../../../common/engines/EngineName';
import { api, unwrap } from '../../../common/api';
import { AuthImage } from '../../../common/components/AuthImage';
import { ConfirmDelete } from '../../../common/components/ConfirmDelete';
import { InfiniteScrollSentinel } from '../../../common/components/InfiniteScrollSentinel';
import { showErrorToast } from '../../../common/notifications/toast';
import { saveBlob } from '../../../common/utils/saveBlob';
import { galleryApi } from '../../gallery';
import { ResultActions } from '../../tools';
import { generationApi, historyQueryKey, HISTORY_PAGE_SIZE } from '../api/generationApi';
import { GeneratedTile } from './GeneratedTile';

/** The product's generated images, newest first (the generated images list of spec §2). */
export function GenerationHistory({ sourceImageId }: { sourceImageId: string }) {
  const { t } = useTranslation('generation');
  const engineName = useEngineName();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<GeneratedImage | null>(null);
  const [deleting, setDeleting] = useState<GeneratedImage | null>(null);
  const [busy, setBusy] = useState(false);
  const history = useInfiniteQuery({
    queryKey: historyQueryKey(sourceImageId),
    queryFn: ({ pageParam }) => generationApi.history(sourceImageId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * HISTORY_PAGE_SIZE < last.total ? pages.length * HISTORY_PAGE_SIZE : undefined),
  });
  const items = history.data?.pages.flatMap((page) => page.data) ?? [];
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: historyQueryKey(sourceImageId) }), queryClient.invalidateQueries({ queryKey: ['generated-images'] })]);

  const toggleFavorite = async (item: GeneratedImage) => {
    try {
      await galleryApi.setFavorite(item.id, !item.favorite);
      await refresh();
    } catch (error) {
      showErrorToast(error);
    }
  };
  const download = async (item: GeneratedImage) => {
    try {
      saveBlob(await unwrap(api.GET('/files/{id}', { params: { path: { id: item.image.id } }, parseAs: 'blob' })), `vitrina-${item.id.slice(0, 8)}.${item.image.format}`);
    } catch (error) {
      showErrorToast(error);
    }
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await galleryApi.remove([deleting.id]);
      if (viewing?.id === deleting.id) setViewing(null);
      setDeleting(null);
      await refresh();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="generation-history">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('history.title')}
        </Title>
        {history.data ? (
          <Text size="sm" c="dimmed">
            {t('history.count', { count: history.data.pages[0]?.total ?? 0 })}
          </Text>
        ) : null}
      </Group>
      {history.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="sm">
          {items.map((item) => (
            <GeneratedTile
              key={item.id}
              item={item}
              onOpen={() => setViewing(item)}
              onFavorite={() => void toggleFavorite(item)}
              onDownload={() => void download(item)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </SimpleGrid>
      )}
      <InfiniteScrollSentinel onVisible={() => void history.fetchNextPage()} enabled={history.hasNextPage} loading={history.isFetchingNextPage} />
      <Modal opened={viewing !== null} onClose={() => setViewing(null)} size="xl" title={viewing?.prompt ?? t('result.untitled')} centered>
        {viewing ? (
          <Stack gap="md">
            <AuthImage url={viewing.image.url} alt={viewing.prompt ?? t('result.untitled')} style={{ maxHeight: '70vh' }} />
            <Text size="xs" c="dimmed">
              {t('result.engine', { engine: engineName(viewing.engine) })} · {viewing.image.width}×{viewing.image.height}
            </Text>
            <ResultActions imageId={viewing.image.id} tool="generate" filename={`vitrina-${viewing.id.slice(0, 8)}`} />
          </Stack>
        ) : null}
      </Modal>
      <ConfirmDelete count={1} opened={deleting !== null} busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void remove()} />
    </Stack>
  );
}
