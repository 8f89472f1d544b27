import { Anchor, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfographicSource } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../../common/api';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { infographicsApi } from '../api/infographicsApi';
import { CardsGrid } from '../components/CardsGrid';
import { TemplatePicker } from '../components/TemplatePicker';
import { editPath, indexPath } from '../paths';

/** /:lang/product-infographics-image/:imageId: the cards made on one image, and a new one. */
export function SourceCardsPage() {
  const { t } = useTranslation('infographics');
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { imageId = '' } = useParams();
  const cards = useQuery({
    queryKey: ['infographics', 'cards', 'image', imageId],
    queryFn: async () => {
      // Sources are made on first save; an image without one has no cards yet.
      const sources = await api.get<{ data: InfographicSource[] }>('/infographics/sources', { query: { 'criteria[type]': 'image', limit: 100, offset: 0 } });
      const source = sources.data.find((candidate) => candidate.image.id === imageId);
      return source ? (await infographicsApi.cardsOfSource(source.id)).data : [];
    },
  });
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Anchor component={Link} to={indexPath(lang)} size="sm">
          {t('title')}
        </Anchor>
        <Paper withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('start.title')}
          </Title>
          <TemplatePicker onTemplate={(template) => void navigate(editPath(lang, imageId, { templateId: template.id }))} onBlank={(preset) => void navigate(editPath(lang, imageId, { preset }))} />
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('cards.title')}
          </Title>
          {cards.isPending ? (
            <Loader size="sm" />
          ) : (
            <CardsGrid cards={cards.data ?? []} onOpen={(card) => void navigate(editPath(lang, imageId, { infographicId: card.id }))} onChanged={() => void queryClient.invalidateQueries({ queryKey: ['infographics'] })} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
