import { Anchor, Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { infographicsApi } from '../api/infographicsApi';
import { CardsOnImage } from '../components/CardsOnImage';
import { useInfographicsPaths } from '../paths';

/** /:lang/(product-)infographics-image/:imageId: the cards made on one image, and a new one. */
export function SourceCardsPage() {
  const { t } = useTranslation('infographics');
  const paths = useInfographicsPaths();
  const { imageId = '' } = useParams();
  const [search] = useSearchParams();
  const cards = useQuery({
    queryKey: ['infographics', 'cards', 'image', imageId],
    queryFn: async () => {
      // Sources are made on first save; an image without one has no cards yet.
      const source = await infographicsApi.sourceOfImage(imageId);
      return { source, cards: source ? (await infographicsApi.cardsOfSource(source.id)).data : [] };
    },
  });
  // A generated image's cards keep their `generated` source; a product photo's keep the product.
  const source = cards.data?.source;
  const start = { generatedImageId: search.get('generated') ?? source?.generatedImageId ?? undefined, productId: search.get('product') ?? source?.productId ?? undefined };
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.index()} size="sm">
          {t('title')}
        </Anchor>
        <CardsOnImage imageId={imageId} start={start} cards={cards.data?.cards} />
      </Stack>
    </Container>
  );
}
