import { Select } from '@mantine/core';
import type { ShadowPreset } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';

/** The name a preset shows: system names are translated, the user's own are theirs. */
export function usePresetLabel(): (preset: ShadowPreset) => string {
  const { t } = useTranslation('shadow');
  return (preset) => (preset.system ? t(`presets.${preset.id}` as 'presets.square', { defaultValue: preset.name }) : preset.name);
}

/** System presets first, then mine; each with its output size. */
export function ShadowPresetPicker({ presets, value, onChange }: { presets: ShadowPreset[]; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('shadow');
  const label = usePresetLabel();
  const group = (system: boolean) =>
    presets.filter((preset) => preset.system === system).map((preset) => ({ value: preset.id, label: `${label(preset)} · ${preset.format.width}×${preset.format.height}` }));
  return (
    <Select
      label={t('preset')}
      value={value}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      searchable
      data={[
        { group: t('systemPresets'), items: group(true) },
        { group: t('myPresets'), items: group(false) },
      ].filter((section) => section.items.length > 0)}
      data-testid="shadow-preset"
      w={360}
      maw="100%"
    />
  );
}
