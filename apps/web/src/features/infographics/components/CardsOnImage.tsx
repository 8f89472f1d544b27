import { Loader, Paper, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { InfographicSummary } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useInfographicsPaths, type EditStart } from '../paths';
import { useProductPicture } from '../state/useCardStart';
import { CardsGrid } from './CardsGrid';
import { FlavourLinks } from './FlavourLinks';
import { TemplatePicker } from './TemplatePicker';

/**
 * The cards made on one image (a product photo or any image): start a new one from a template or
 * a blank preset, or open a saved one; `start` says what every card here is made from.
 */
export function CardsOnImage({ imageId, start, cards }: { imageId: string; start: EditStart; cards: InfographicSummary[] | undefined }) {
  const { t } = useTranslation('infographics');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const paths = useInfographicsPaths();
  // Template previews show this image's product (its cut-out), not a sample one.
  const picture = useProductPicture(imageId, Boolean(start.generatedImageId));
  return (
    <>
      <FlavourLinks current={paths.flavour === 'product' ? 'products' : 'images'} />
      <Paper withBorder radius="lg" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('start.title')}
        </Title>
        <TemplatePicker
          picture={picture.data}
          onTemplate={(template) => void navigate(paths.edit(imageId, { ...start, templateId: template.id }))}
          onBlank={(preset) => void navigate(paths.edit(imageId, { ...start, preset }))}
        />
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('cards.title')}
        </Title>
        {cards === undefined ? (
          <Loader size="sm" />
        ) : (
          <CardsGrid cards={cards} onOpen={(card) => void navigate(paths.edit(imageId, { ...start, infographicId: card.id }))} onChanged={() => void queryClient.invalidateQueries({ queryKey: ['infographics'] })} />
        )}
      </Paper>
    </>
  );
}
