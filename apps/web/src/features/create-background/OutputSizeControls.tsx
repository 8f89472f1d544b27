import { Group, NumberInput, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sizePresetGroups } from '../image-editor';
import type { BackgroundSettings } from './backgroundSettings';

type Props = { value: BackgroundSettings; onChange: (value: BackgroundSettings) => void };

/** A marketplace size (1:1, 3:4 cards, 4:5, 4:3, 9:16, 16:9) or exact pixels. */
export function OutputSizeControls({ value, onChange }: Props) {
  const { t } = useTranslation('createBackground');
  const { t: tk } = useTranslation('toolkit');
  const side = (key: 'width' | 'height') => (
    <NumberInput
      label={t(key)}
      value={value.custom[key]}
      min={16}
      max={4096}
      onChange={(next) => onChange({ ...value, custom: { ...value.custom, [key]: Math.min(4096, Math.max(16, Math.round(Number(next) || 16))) } })}
      data-testid={`output-${key}`}
    />
  );
  return (
    <Stack gap="xs">
      <Select
        label={t('size')}
        value={value.sizeId}
        onChange={(sizeId) => sizeId && onChange({ ...value, sizeId })}
        allowDeselect={false}
        data={[...sizePresetGroups((shape, ratio) => tk(`sizes.${shape}`, { ratio })), { value: 'custom', label: t('custom') }]}
        maxDropdownHeight={360}
        data-testid="output-size"
      />
      {value.sizeId === 'custom' ? (
        <Group grow>
          {side('width')}
          {side('height')}
        </Group>
      ) : null}
    </Stack>
  );
}
