import { Slider, Stack, Switch, Text } from '@mantine/core';
import type { ShadowControlsParams } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';

export interface ShadowControlsValue {
  softness: number;
  opacity: number;
  direction: number;
  offset: number;
  reflection: boolean;
}

export const DEFAULT_CONTROLS: ShadowControlsValue = { softness: 0.5, opacity: 0.6, direction: 320, offset: 0.6, reflection: false };

export function toControlsParams(value: ShadowControlsValue): ShadowControlsParams {
  return { softness: value.softness, opacity: value.opacity, direction: value.direction, offset: value.offset, reflection: value.reflection ? { opacity: 0.3, falloff: 0.3 } : null };
}

/** Softness, opacity, direction, length and an optional floor reflection (sliders are keyboard operable). */
export function ShadowControlsForm({ value, onChange }: { value: ShadowControlsValue; onChange: (value: ShadowControlsValue) => void }) {
  const { t } = useTranslation('shadow');
  const slider = (key: 'softness' | 'opacity' | 'offset' | 'direction', max: number, step: number) => (
    <div>
      <Text size="sm" id={`shadow-${key}`}>
        {t(`controls.${key}`)}
      </Text>
      <Slider value={value[key]} min={0} max={max} step={step} onChange={(next) => onChange({ ...value, [key]: next })} thumbProps={{ 'aria-labelledby': `shadow-${key}` }} />
    </div>
  );
  return (
    <Stack gap="sm">
      {slider('softness', 1, 0.05)}
      {slider('opacity', 1, 0.05)}
      {slider('direction', 359, 1)}
      {slider('offset', 2, 0.05)}
      <Switch checked={value.reflection} onChange={(event) => onChange({ ...value, reflection: event.currentTarget.checked })} label={t('controls.reflection')} />
    </Stack>
  );
}
