import { Card, SimpleGrid } from '@mantine/core';
import type { InfographicSummary } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../../common/components/AuthImage';

/** Up to six newest cards of a product or an image (spec §9); a click opens one in the editor. */
export function PreviewStrip({ cards, onOpen }: { cards: InfographicSummary[]; onOpen: (card: InfographicSummary) => void }) {
  const { t } = useTranslation('infographics');
  return (
    <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
      {cards.map((card) => (
        <Card key={card.id} withBorder padding={2} component="button" type="button" style={{ cursor: 'pointer' }} onClick={() => onOpen(card)} aria-label={t('cards.open')} data-testid="card-preview">
          <AuthImage url={card.image.url} width={256} alt={t('cards.cardAlt')} style={{ aspectRatio: `${card.image.width} / ${card.image.height}` }} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
