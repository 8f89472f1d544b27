import { Button, Grid, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { lookParams } from '../../../common/routing/lookParams';
import { showErrorToast } from '../../../common/notifications/toast';
import { toolJobApi, ToolPageLayout } from '../../tools';
import { controlsFromLook, ShadowControlsForm, toControlsParams } from '../ShadowControlsForm';
import { readShadowBatch, writeShadowBatch } from '../shadowBatchStorage';
import { ShadowPresetEditor } from '../ShadowPresetEditor';
import { ShadowPresetPicker } from '../ShadowPresetPicker';
import { shadowParamsFor } from '../shadowPresetsApi';
import { useShadowPresets } from '../useShadowPresets';

/** Re-run the shadow with another preset and fine controls; create, edit or delete my presets. */
export function ShadowEditPage() {
  const { t } = useTranslation('shadow');
  const lang = useLanguage();
  const navigate = useNavigate();
  const { imageId = '' } = useParams();
  const { data: presets = [] } = useShadowPresets();
  const [presetId, setPresetId] = useState(() => readShadowBatch().presetId);
  // Opened from a shadow look: its softness, reflection and the rest start where the look had them.
  const location = useLocation();
  const [controls, setControls] = useState(() => controlsFromLook(lookParams(location.state as unknown, 'shadow')));
  const [busy, setBusy] = useState(false);
  const selected = presets.find((preset) => preset.id === presetId);

  const choose = (id: string) => {
    setPresetId(id);
    writeShadowBatch({ ...readShadowBatch(), presetId: id });
  };

  const run = async () => {
    setBusy(true);
    try {
      const job = await toolJobApi.start('shadow', imageId, { ...shadowParamsFor(selected), controls: toControlsParams(controls) });
      await navigate(`/${lang}/shadow/${imageId}?job=${job.id}`);
    } catch (error) {
      showErrorToast(error);
      setBusy(false);
    }
  };

  return (
    <ToolPageLayout tool="shadow" title={t('editTitle')} subtitle={t('editSubtitle')}>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="lg" p="md">
            <Stack gap="md">
              <ShadowPresetPicker presets={presets} value={presetId} onChange={choose} />
              <ShadowControlsForm value={controls} onChange={setControls} />
              <Button loading={busy} onClick={() => void run()} w="fit-content" data-testid="shadow-run">
                {t('run')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="lg" p="md">
            <Title order={3} size="h5" mb="sm">
              {t('editor.title')}
            </Title>
            <ShadowPresetEditor key={selected?.id ?? 'none'} base={selected} onSaved={(id) => choose(id ?? 'square')} />
          </Paper>
        </Grid.Col>
      </Grid>
    </ToolPageLayout>
  );
}
