import { Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { InfographicSummary } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InfiniteScrollSentinel } from '../../../common/components/InfiniteScrollSentinel';
import { showToast } from '../../../common/notifications/toast';
import { errorText } from '../../../i18n/errorText';
import { infographicsApi } from '../api/infographicsApi';
import { CardsGrid } from '../components/CardsGrid';
import { FlavourLinks } from '../components/FlavourLinks';
import { useInfographicsPaths } from '../paths';

const PAGE = 48;

/** /:lang/infographics/gallery: every card, newest first; select any (from any product) and download them as one zip. */
export function InfographicsGalleryPage() {
  const { t } = useTranslation('infographics');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const paths = useInfographicsPaths();
  const cards = useInfiniteQuery({
    queryKey: ['infographics', 'gallery'],
    queryFn: ({ pageParam }) => infographicsApi.allCards(pageParam, PAGE),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < PAGE ? undefined : pages.length * PAGE),
  });
  // A card opens on its source's image, so the editor shows the right photo.
  const openCard = async (card: InfographicSummary) => {
    const source = await infographicsApi.source(card.sourceId).catch(() => null);
    if (source) void navigate(paths.edit(source.image.id, { infographicId: card.id, productId: source.productId ?? undefined, generatedImageId: source.generatedImageId ?? undefined }));
    else showToast({ message: errorText('something_went_wrong'), tone: 'error' });
  };
  const all = cards.data?.pages.flat() ?? [];

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('gallery.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('gallery.subtitle')}
          </Text>
          <FlavourLinks current="gallery" />
        </Stack>
        <Paper withBorder radius="lg" p="md">
          {cards.isPending ? (
            <Center py="xl">
              <Loader />
            </Center>
          ) : (
            <CardsGrid
              cards={all}
              onOpen={(card) => void openCard(card)}
              onChanged={() => void queryClient.invalidateQueries({ queryKey: ['infographics'] })}
            />
          )}
          <InfiniteScrollSentinel enabled={cards.hasNextPage} loading={cards.isFetchingNextPage} onVisible={() => void cards.fetchNextPage()} />
        </Paper>
      </Stack>
    </Container>
  );
}
