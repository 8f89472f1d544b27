import { ColorSwatch, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Marketplace-friendly backgrounds to preview the cut-out on; null is the checkerboard. */
const SWATCHES = [null, '#ffffff', '#f5f5f4', '#e7e5e4', '#fde68a', '#bfdbfe', '#fbcfe8', '#bbf7d0', '#111827'] as const;

export function BackgroundSwatches({ value, onChange }: { value: string | null; onChange: (color: string | null) => void }) {
  const { t } = useTranslation('removeBackground');
  return (
    <Group gap="xs" role="radiogroup" aria-label={t('background')}>
      <Text size="sm">{t('background')}</Text>
      {SWATCHES.map((color) => (
        <Tooltip key={color ?? 'none'} label={color ?? t('transparent')}>
          <UnstyledButton role="radio" aria-checked={value === color} aria-label={color ?? t('transparent')} onClick={() => onChange(color)}>
            <ColorSwatch color={color ?? 'transparent'} withShadow style={color ? undefined : { backgroundImage: 'repeating-conic-gradient(#dee2e6 0 25%, #fff 0 50%)', backgroundSize: '10px 10px' }}>
              {value === color ? <IconCheck size={14} color={color === '#111827' ? '#fff' : '#111'} /> : null}
            </ColorSwatch>
          </UnstyledButton>
        </Tooltip>
      ))}
    </Group>
  );
}
