import { Anchor, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { infographicsApi } from '../api/infographicsApi';
import { CardsGrid } from '../components/CardsGrid';
import { FlavourLinks } from '../components/FlavourLinks';
import { TemplatePicker } from '../components/TemplatePicker';
import { useInfographicsPaths } from '../paths';

/** /:lang/product-infographics-image/:imageId: the cards made on one image, and a new one. */
export function SourceCardsPage() {
  const { t } = useTranslation('infographics');
  const paths = useInfographicsPaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { imageId = '' } = useParams();
  const [search] = useSearchParams();
  const cards = useQuery({
    queryKey: ['infographics', 'cards', 'image', imageId],
    queryFn: async () => {
      // Sources are made on first save; an image without one has no cards yet.
      const source = (await infographicsApi.sources()).find((candidate) => candidate.image.id === imageId);
      return { source, cards: source ? (await infographicsApi.cardsOfSource(source.id)).data : [] };
    },
  });
  // A generated image's cards keep their `generated` source; a product photo's keep the product.
  const start = { generatedImageId: search.get('generated') ?? cards.data?.source?.generatedImageId ?? undefined, productId: search.get('product') ?? cards.data?.source?.productId ?? undefined };
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.index()} size="sm">
          {t('title')}
        </Anchor>
        <FlavourLinks current={paths.flavour === 'product' ? 'products' : 'images'} />
        <Paper withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('start.title')}
          </Title>
          <TemplatePicker onTemplate={(template) => void navigate(paths.edit(imageId, { ...start, templateId: template.id }))} onBlank={(preset) => void navigate(paths.edit(imageId, { ...start, preset }))} />
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('cards.title')}
          </Title>
          {cards.isPending ? (
            <Loader size="sm" />
          ) : (
            <CardsGrid cards={cards.data?.cards ?? []} onOpen={(card) => void navigate(paths.edit(imageId, { ...start, infographicId: card.id }))} onChanged={() => void queryClient.invalidateQueries({ queryKey: ['infographics'] })} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
