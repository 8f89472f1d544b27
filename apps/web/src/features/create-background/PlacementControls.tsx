import { SegmentedControl, Slider, Stack, Switch, Text } from '@mantine/core';
import { SHADOW_ANGLES } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { ShadowControlsForm } from '../shadow';
import type { BackgroundSettings } from './backgroundSettings';

type Props = { value: BackgroundSettings; onChange: (value: BackgroundSettings) => void };

/** Where the product stands and how big it is, and its shadow (the shadow tool's controls). */
export function PlacementControls({ value, onChange }: Props) {
  const { t } = useTranslation('createBackground');
  const slider = (key: 'x' | 'y' | 'scale', min: number, max: number) => (
    <div>
      <Text size="sm" id={`placement-${key}`}>
        {t(`placement.${key}`, { percent: Math.round(value.position[key] * 100) })}
      </Text>
      <Slider
        value={value.position[key]}
        min={min}
        max={max}
        step={0.01}
        label={null}
        onChange={(next) => onChange({ ...value, position: { ...value.position, [key]: next } })}
        thumbProps={{ 'aria-labelledby': `placement-${key}` }}
      />
    </div>
  );
  const { shadow } = value;
  return (
    <Stack gap="sm">
      {slider('x', 0, 1)}
      {slider('y', 0, 1)}
      {slider('scale', 0.1, 1.5)}
      <Switch label={t('shadow')} checked={shadow.enabled} onChange={(event) => onChange({ ...value, shadow: { ...shadow, enabled: event.currentTarget.checked } })} />
      {shadow.enabled ? (
        <>
          <SegmentedControl
            value={shadow.angle}
            onChange={(angle) => onChange({ ...value, shadow: { ...shadow, angle } })}
            data={SHADOW_ANGLES.map((angle) => ({ value: angle, label: t(`angles.${angle}`) }))}
            aria-label={t('shadowAngle')}
            w="fit-content"
          />
          <ShadowControlsForm value={shadow.controls} onChange={(controls) => onChange({ ...value, shadow: { ...shadow, controls } })} />
        </>
      ) : null}
    </Stack>
  );
}
