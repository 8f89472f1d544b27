import { Button, Group, SegmentedControl, SimpleGrid, Slider, Stack, Text, UnstyledButton } from '@mantine/core';
import { SYSTEM_BACKGROUND_IDS } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../common/components/AuthImage';
import { ToolUploadPanel } from '../tools';
import { BACKGROUND_KINDS, type BackgroundSettings } from './backgroundSettings';
import { systemBackgroundCss } from './systemBackgrounds';
import { ColorField } from '../../common/components/ColorField';

type Props = { value: BackgroundSettings; onChange: (value: BackgroundSettings) => void };

/** What the product stands on: a studio backdrop, a colour, a linear or radial gradient, or an uploaded image. */
export function BackgroundPicker({ value, onChange }: Props) {
  const { t } = useTranslation('createBackground');
  const set = (patch: Partial<BackgroundSettings>) => onChange({ ...value, ...patch });
  const colour = (index: 0 | 1, label: string) => (
    <ColorField
      label={label}
      value={value.gradient[index]}
      format="hex"
      onChange={(color) => set({ gradient: index === 0 ? [color, value.gradient[1]] : [value.gradient[0], color] })}
      data-testid={`background-gradient-${index}`}
    />
  );
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={value.kind}
        onChange={(kind) => set({ kind })}
        data={BACKGROUND_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        aria-label={t('background')}
        data-testid="background-kind"
        fullWidth
      />
      {value.kind === 'system' ? (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" role="radiogroup" aria-label={t('kinds.system')}>
          {SYSTEM_BACKGROUND_IDS.map((id) => (
            <UnstyledButton
              key={id}
              role="radio"
              aria-checked={value.systemId === id}
              onClick={() => set({ systemId: id })}
              style={{
                borderRadius: 8,
                border: `2px solid ${value.systemId === id ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
                overflow: 'hidden',
              }}
            >
              <div style={{ aspectRatio: '1', background: systemBackgroundCss(id) }} />
              <Text size="xs" ta="center" py={2}>
                {t(`system.${id}`)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      ) : null}
      {value.kind === 'solid' ? <ColorField label={t('color')} value={value.color} format="hex" onChange={(color) => set({ color })} /> : null}
      {value.kind === 'linear' || value.kind === 'radial' ? (
        <Stack gap="xs">
          <Group grow>
            {colour(0, value.kind === 'linear' ? t('from') : t('centre'))}
            {colour(1, value.kind === 'linear' ? t('to') : t('edge'))}
          </Group>
          <Text size="sm" id="background-shape">
            {value.kind === 'linear' ? t('angle', { angle: value.angle }) : t('radius', { percent: Math.round(value.radius * 100) })}
          </Text>
          {value.kind === 'linear' ? (
            <Slider value={value.angle} min={0} max={359} step={1} label={null} onChange={(angle) => set({ angle })} thumbProps={{ 'aria-labelledby': 'background-shape' }} />
          ) : (
            <Slider value={value.radius} min={0.1} max={2} step={0.05} label={null} onChange={(radius) => set({ radius })} thumbProps={{ 'aria-labelledby': 'background-shape' }} />
          )}
        </Stack>
      ) : null}
      {value.kind === 'image' ? (
        value.imageId ? (
          <Group align="center">
            <AuthImage url={`/api/files/${value.imageId}`} width={256} alt={t('backdrop')} style={{ width: 96, height: 96, borderRadius: 8 }} fit="cover" />
            <Button variant="light" onClick={() => set({ imageId: null })}>
              {t('replace')}
            </Button>
          </Group>
        ) : (
          <Stack gap={4}>
            <Text size="sm">{t('backdrop')}</Text>
            <ToolUploadPanel purpose="reference" onImage={(imageId) => set({ imageId })} />
          </Stack>
        )
      ) : null}
    </Stack>
  );
}
