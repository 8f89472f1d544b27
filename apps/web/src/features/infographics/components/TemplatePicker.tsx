import { Button, Card, Group, Image, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { InfographicTemplate } from '@vitrina/contracts';
import { IconFilePlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../../common/components/AuthImage';
import { infographicsApi } from '../api/infographicsApi';
import { infographicsStorage } from '../state/infographicsStorage';
import { localizeTemplateDocument, templateName } from '../state/localizeTemplate';
import { placeProduct } from '../state/placeProduct';
import { fileUrl, type ProductPicture } from '../state/productPicture';
import { CARD_PRESETS, documentFromTemplate, isCardPreset, type CardPresetId } from '../state/startDocument';

// Konva comes with the previews, not with the page.
const CardPreview = lazy(() => import('../editor/canvas/CardPreview'));

interface TemplatePickerProps {
  /** The product the cards are made for: previews show it (its cut-out) instead of the sample product. */
  picture: ProductPicture | null | undefined;
  onTemplate: (template: InfographicTemplate) => void;
  onBlank: (preset: CardPresetId) => void;
}

/** The template's stored preview picture (a sample product), while there is no product of the user's to show. */
function StoredPreview({ template, alt }: { template: InfographicTemplate; alt: string }) {
  const ratio = { aspectRatio: `${template.image.width} / ${template.image.height}` };
  return template.image.id ? <AuthImage url={template.image.url} width={256} alt={alt} style={ratio} /> : <Image src={template.image.url} alt={alt} fit="contain" style={ratio} />;
}

/** One template drawn as the card it would make with this product (texts in the interface language, placed off the product). */
function ProductPreview({ template, picture, alt }: { template: InfographicTemplate; picture: ProductPicture; alt: string }) {
  const { ref, width } = useElementSize();
  // Drawn in the interface language (re-rendered when it changes, like the names).
  useTranslation();
  const base = documentFromTemplate(template.state);
  const document = placeProduct(template.system ? localizeTemplateDocument(base) : base, picture);
  return (
    <div ref={ref} role="img" aria-label={alt} data-testid="template-preview" data-product-image={picture.imageId} style={{ aspectRatio: `${document.canvas.width} / ${document.canvas.height}` }}>
      {width > 0 && (
        <Suspense fallback={null}>
          <CardPreview document={document} productImageUrl={fileUrl(picture.imageId)} width={Math.floor(width)} />
        </Suspense>
      )}
    </div>
  );
}

/** How a new card starts: a default template, one of mine, or a blank canvas of a preset size. */
export function TemplatePicker({ picture, onTemplate, onBlank }: TemplatePickerProps) {
  const { t } = useTranslation('infographics');
  const [preset, setPreset] = useState<CardPresetId>(infographicsStorage.preset);
  const defaults = useQuery({ queryKey: ['infographics', 'default-templates'], queryFn: infographicsApi.defaultTemplates, staleTime: Infinity });
  const mine = useQuery({ queryKey: ['infographics', 'templates'], queryFn: infographicsApi.myTemplates });
  const templates = [...(mine.data ?? []), ...(defaults.data ?? [])];
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <Select
          label={t('start.canvas')}
          data={CARD_PRESETS.map((candidate) => ({ value: candidate.id, label: `${t(`presets.${candidate.id}`)} · ${candidate.width}×${candidate.height}` }))}
          value={preset}
          onChange={(value) => {
            if (isCardPreset(value)) {
              setPreset(value);
              infographicsStorage.savePreset(value);
            }
          }}
          allowDeselect={false}
          w={280}
          maw="100%"
        />
        <Button leftSection={<IconFilePlus size={16} />} onClick={() => onBlank(preset)} data-testid="blank-card">
          {t('start.blank')}
        </Button>
      </Group>
      <Text size="sm" fw={600}>
        {t('start.templates')}
        {picture && (
          <Text span size="sm" c="dimmed" fw={400}>
            {' · '}
            {t('start.previewWith')}
          </Text>
        )}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="sm" data-testid="templates">
        {templates.map((template) => {
          const name = templateName(template, template.system ? t('start.template') : t('start.mine'));
          return (
            <Card key={template.id} withBorder padding={4} radius="md" component="button" type="button" onClick={() => onTemplate(template)} data-testid="template" style={{ cursor: 'pointer' }}>
              {picture ? <ProductPreview template={template} picture={picture} alt={name} /> : <StoredPreview template={template} alt={name} />}
              <Text size="xs" ta="center" mt={4} lineClamp={2} data-testid="template-name">
                {name}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
