import { Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { MODEL_AGE_RANGES, MODEL_BACKGROUNDS, MODEL_BODY_TYPES, MODEL_GENDERS, MODEL_POSES, MODEL_SKIN_TONES } from '@vitrina/contracts';
import { IconShirt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../../common/components/AuthImage';
import { ToolUploadPanel } from '../../tools';
import type { FashionModelForm } from '../api/fashionApi';

export const DEFAULT_GENERATED_MODEL: FashionModelForm = { source: 'generated', gender: 'female', ageRange: '26-35', skinTone: 'medium', bodyType: 'average', pose: 'standing-front', background: 'studio-white' };

interface ModelPanelProps {
  model: FashionModelForm | { source: 'photo'; modelImageId: null };
  onModel: (model: FashionModelForm | { source: 'photo'; modelImageId: null }) => void;
  quantity: number;
  onQuantity: (quantity: number) => void;
  onGenerate: () => void;
  running: boolean;
}

/** The model: generated from a description, or the user's own photo; then N try-on images. */
export function ModelPanel({ model, onModel, quantity, onQuantity, onGenerate, running }: ModelPanelProps) {
  const { t } = useTranslation('fashion');
  const choice = <K extends 'gender' | 'ageRange' | 'skinTone' | 'bodyType' | 'pose' | 'background'>(key: K, values: readonly string[]) =>
    model.source === 'generated' ? (
      <Select
        key={key}
        label={t(`model.${key}`)}
        data={values.map((value) => ({ value, label: t(`model.options.${key}.${value}` as 'model.options.gender.female') }))}
        value={model[key]}
        allowDeselect={false}
        onChange={(value) => value && onModel({ ...model, [key]: value })}
        data-testid={`model-${key}`}
      />
    ) : null;
  const ready = model.source === 'generated' || model.modelImageId !== null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          data={[
            { value: 'generated', label: t('model.generated') },
            { value: 'photo', label: t('model.photo') },
          ]}
          value={model.source}
          onChange={(value) => onModel(value === 'generated' ? DEFAULT_GENERATED_MODEL : { source: 'photo', modelImageId: null })}
          data-testid="model-source"
        />
        {model.source === 'generated' ? (
          <SimpleGrid cols={2} spacing="sm">
            {choice('gender', MODEL_GENDERS)}
            {choice('ageRange', MODEL_AGE_RANGES)}
            {choice('skinTone', MODEL_SKIN_TONES)}
            {choice('bodyType', MODEL_BODY_TYPES)}
            {choice('pose', MODEL_POSES)}
            {choice('background', MODEL_BACKGROUNDS)}
          </SimpleGrid>
        ) : model.modelImageId ? (
          <Group align="flex-start">
            <AuthImage url={`/api/files/${model.modelImageId}`} width={160} alt={t('model.photo')} style={{ width: 120, borderRadius: 8 }} />
            <Button variant="subtle" onClick={() => onModel({ source: 'photo', modelImageId: null })}>
              {t('model.change')}
            </Button>
          </Group>
        ) : (
          <Stack gap={4}>
            <Text size="sm">{t('model.photoHelp')}</Text>
            <ToolUploadPanel onImage={(modelImageId) => onModel({ source: 'photo', modelImageId })} />
          </Stack>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('quantity')}
          </Text>
          <SegmentedControl fullWidth data={['1', '2', '3', '4']} value={String(quantity)} onChange={(value) => onQuantity(Number(value))} />
        </Stack>
        <Button size="md" leftSection={<IconShirt size={18} />} onClick={onGenerate} loading={running} disabled={!ready} data-testid="try-on-generate">
          {t('generate', { count: quantity })}
        </Button>
      </Stack>
    </Paper>
  );
}
