import { Button, Card, Group, Image, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { InfographicTemplate } from '@vitrina/contracts';
import { IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../../common/components/AuthImage';
import { infographicsApi } from '../api/infographicsApi';
import { infographicsStorage } from '../state/infographicsStorage';
import { templateName } from '../state/localizeTemplate';
import { CARD_PRESETS, isCardPreset, type CardPresetId } from '../state/startDocument';

interface TemplatePickerProps {
  onTemplate: (template: InfographicTemplate) => void;
  onBlank: (preset: CardPresetId) => void;
}

/** How a new card starts: a default template, one of mine, or a blank canvas of a preset size. */
export function TemplatePicker({ onTemplate, onBlank }: TemplatePickerProps) {
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
        />
        <Button leftSection={<IconFilePlus size={16} />} onClick={() => onBlank(preset)} data-testid="blank-card">
          {t('start.blank')}
        </Button>
      </Group>
      <Text size="sm" fw={600}>
        {t('start.templates')}
      </Text>
      <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="sm" data-testid="templates">
        {templates.map((template) => (
          <Card key={template.id} withBorder padding={4} radius="md" component="button" type="button" onClick={() => onTemplate(template)} data-testid="template" style={{ cursor: 'pointer' }}>
            {template.image.id ? (
              <AuthImage url={template.image.url} width={256} alt={templateName(template, t('start.template'))} style={{ aspectRatio: `${template.image.width} / ${template.image.height}` }} />
            ) : (
              <Image src={template.image.url} alt={templateName(template, t('start.template'))} fit="contain" style={{ aspectRatio: `${template.image.width} / ${template.image.height}` }} />
            )}
            <Text size="xs" ta="center" mt={4} lineClamp={1}>
              {templateName(template, template.system ? t('start.system') : t('start.mine'))}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
