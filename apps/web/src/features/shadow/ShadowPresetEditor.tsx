import { Button, Group, NumberInput, SegmentedControl, Stack, Switch, TextInput } from '@mantine/core';
import { SHADOW_ANGLES, type ShadowPreset, type ShadowPresetInput } from '@vitrina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../common/api';
import { showErrorToast } from '../../common/notifications/toast';
import { shadowPresetsApi } from './shadowPresetsApi';
import { SHADOW_PRESETS_QUERY } from './useShadowPresets';
import { ColorField } from '../../common/components/ColorField';

function draftOf(preset: ShadowPreset | undefined): ShadowPresetInput {
  const padding = typeof preset?.padding === 'number' ? preset.padding : (preset?.padding.top ?? 0.1);
  return {
    name: preset && !preset.system ? preset.name : '',
    format: preset?.format ?? { width: 900, height: 1200 },
    padding,
    angle: preset?.angle ?? 'front',
    zoom: preset?.zoom ?? 0.9,
    background: preset?.background ?? '#ffffff',
  };
}

/**
 * Create a preset from the selected one, or edit / delete one of mine. Names: 1–255 characters,
 * unique among mine; the server's message shows under the field.
 */
export function ShadowPresetEditor({ base, onSaved }: { base: ShadowPreset | undefined; onSaved: (id: string | null) => void }) {
  const { t } = useTranslation('shadow');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(base));
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const own = base && !base.system ? base : undefined;
  const transparent = draft.background === 'transparent';

  const act = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setNameError(null);
    try {
      const id = await action();
      await queryClient.invalidateQueries({ queryKey: SHADOW_PRESETS_QUERY });
      onSaved(id);
    } catch (error) {
      if (isApiError(error) && error.fields?.name) setNameError(error.fields.name);
      else showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="shadow-preset-editor">
      <TextInput label={t('editor.name')} value={draft.name} maxLength={255} error={nameError} onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })} />
      <Group grow>
        <NumberInput label={t('editor.width')} value={draft.format.width} min={16} max={8192} onChange={(width) => setDraft({ ...draft, format: { ...draft.format, width: Number(width) || 16 } })} />
        <NumberInput label={t('editor.height')} value={draft.format.height} min={16} max={8192} onChange={(height) => setDraft({ ...draft, format: { ...draft.format, height: Number(height) || 16 } })} />
      </Group>
      <Group grow>
        <NumberInput label={t('editor.padding')} value={typeof draft.padding === 'number' ? Math.round(draft.padding * 100) : 10} min={0} max={45} suffix=" %" onChange={(padding) => setDraft({ ...draft, padding: (Number(padding) || 0) / 100 })} />
        <NumberInput label={t('editor.zoom')} value={Math.round(draft.zoom * 100)} min={5} max={200} suffix=" %" onChange={(zoom) => setDraft({ ...draft, zoom: (Number(zoom) || 100) / 100 })} />
      </Group>
      <SegmentedControl value={draft.angle} onChange={(angle) => setDraft({ ...draft, angle: angle })} data={SHADOW_ANGLES.map((angle) => ({ value: angle, label: t(`angles.${angle}`) }))} aria-label={t('editor.angle')} />
      <Switch label={t('editor.transparent')} checked={transparent} onChange={(event) => setDraft({ ...draft, background: event.currentTarget.checked ? 'transparent' : '#ffffff' })} />
      {transparent ? null : <ColorField label={t('editor.background')} value={draft.background} format="hex" onChange={(background) => setDraft({ ...draft, background })} />}
      <Group>
        <Button loading={busy} onClick={() => void act(async () => (await shadowPresetsApi.create(draft)).id)} data-testid="shadow-preset-create">
          {t('editor.create')}
        </Button>
        {own ? (
          <>
            <Button variant="light" loading={busy} onClick={() => void act(async () => (await shadowPresetsApi.update(own.id, draft)).id)}>
              {t('editor.save')}
            </Button>
            <Button variant="subtle" color="red" loading={busy} onClick={() => void act(async () => (await shadowPresetsApi.remove(own.id), null))}>
              {t('editor.delete')}
            </Button>
          </>
        ) : null}
      </Group>
    </Stack>
  );
}
