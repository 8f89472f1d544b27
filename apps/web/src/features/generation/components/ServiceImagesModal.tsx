import { Center, Loader, Modal, SimpleGrid, Text } from '@mantine/core';
import type { GeneratedImage } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { ImageTile } from '../../../common/components/ImageTile';
import { InfiniteScrollSentinel } from '../../../common/components/InfiniteScrollSentinel';
import { useToolLabel } from '../../../common/routing/useToolLabel';
import { useGallery } from '../../gallery';

/**
 * The service images modal (spec §2): images the user made with the tools (cut-outs, upscales,
 * edits…), newest first; picking one starts a product from it.
 */
export function ServiceImagesModal({ opened, onClose, onPick }: { opened: boolean; onClose: () => void; onPick: (item: GeneratedImage) => void }) {
  const { t } = useTranslation(['generation', 'common']);
  const toolLabel = useToolLabel();
  const gallery = useGallery({});
  return (
    <Modal opened={opened} onClose={onClose} title={t('generation:service.title')} size="xl">
      {gallery.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : gallery.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('generation:service.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="service-images">
          {gallery.items.map((item) => (
            <ImageTile key={item.id} testId="service-image" url={item.image.url} alt={item.prompt ?? toolLabel(item.tool)} caption={toolLabel(item.tool)} onOpen={() => onPick(item)} />
          ))}
        </SimpleGrid>
      )}
      <InfiniteScrollSentinel onVisible={() => void gallery.fetchNextPage()} enabled={gallery.hasNextPage} loading={gallery.isFetchingNextPage} />
    </Modal>
  );
}
