import { Button, Group, NumberInput, SegmentedControl, Select, Stack } from '@mantine/core';
import { UPSCALE_MODEL_NAMES } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type UpscaleChoice = { scale: 2 | 3 | 4 | 8 } | { width: number };
export interface UpscaleSettingsValue {
  size: UpscaleChoice;
  model: (typeof UPSCALE_MODEL_NAMES)[number];
}

/** Factor (x2, x3, x4, x8) or an exact width, and the model. */
export function UpscaleSettings({ busy, onRun }: { busy: boolean; onRun: (value: UpscaleSettingsValue) => void }) {
  const { t } = useTranslation('upscale');
  const [mode, setMode] = useState<string>('4');
  const [width, setWidth] = useState<number | string>(2000);
  const [model, setModel] = useState<UpscaleSettingsValue['model']>('thick');
  const size: UpscaleChoice = mode === 'width' ? { width: Number(width) || 2000 } : { scale: Number(mode) as 2 | 3 | 4 | 8 };
  return (
    <Stack gap="md">
      <SegmentedControl
        value={mode}
        onChange={setMode}
        aria-label={t('factor')}
        data={[
          { value: '2', label: '×2' },
          { value: '3', label: '×3' },
          { value: '4', label: '×4' },
          { value: '8', label: '×8' },
          { value: 'width', label: t('exact') },
        ]}
      />
      {mode === 'width' ? <NumberInput label={t('exact')} value={width} onChange={setWidth} min={16} max={8192} suffix=" px" w={200} /> : null}
      <Select
        label={t('model')}
        value={model}
        onChange={(value) => value && setModel(value)}
        data={UPSCALE_MODEL_NAMES.map((name) => ({ value: name, label: t(`models.${name}`) }))}
        allowDeselect={false}
        w={260}
      />
      <Group>
        <Button loading={busy} onClick={() => onRun({ size, model })} data-testid="upscale-run">
          {t('run')}
        </Button>
      </Group>
    </Stack>
  );
}
