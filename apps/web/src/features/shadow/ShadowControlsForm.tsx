import { Slider, Stack, Switch, Text } from '@mantine/core';
import type { ShadowControlsParams } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { lookNumber } from '../../common/routing/lookParams';

export interface ShadowControlsValue {
  softness: number;
  opacity: number;
  direction: number;
  offset: number;
  reflection: boolean;
  /** How strong the reflection is when on: a look's values (the switch keeps them); else the default. */
  reflectionShape?: { opacity: number; falloff: number };
}

const DEFAULT_REFLECTION = { opacity: 0.3, falloff: 0.3 };
const DEFAULT_CONTROLS: ShadowControlsValue = { softness: 0.5, opacity: 0.6, direction: 320, offset: 0.6, reflection: false };

export function toControlsParams(value: ShadowControlsValue): ShadowControlsParams {
  return { softness: value.softness, opacity: value.opacity, direction: value.direction, offset: value.offset, reflection: value.reflection ? (value.reflectionShape ?? DEFAULT_REFLECTION) : null };
}

/** The controls a shadow look ran with (`params.controls`), over the defaults, inside the sliders' ranges. */
export function controlsFromLook(params: Record<string, unknown> | null): ShadowControlsValue {
  const controls = (params?.controls ?? {}) as Partial<Record<keyof ShadowControlsParams, unknown>>;
  const reflection = controls.reflection as { opacity?: unknown; falloff?: unknown } | null | undefined;
  const base = DEFAULT_CONTROLS;
  return {
    softness: lookNumber(controls.softness, 0, 1, base.softness),
    opacity: lookNumber(controls.opacity, 0, 1, base.opacity),
    direction: lookNumber(controls.direction, 0, 359, base.direction),
    offset: lookNumber(controls.offset, 0, 2, base.offset),
    reflection: Boolean(reflection && typeof reflection === 'object'),
    reflectionShape:
      reflection && typeof reflection === 'object'
        ? { opacity: lookNumber(reflection.opacity, 0, 1, DEFAULT_REFLECTION.opacity), falloff: lookNumber(reflection.falloff, 0.02, 1, DEFAULT_REFLECTION.falloff) }
        : undefined,
  };
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
