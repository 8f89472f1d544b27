import { Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { showErrorToast } from '../../../common/notifications/toast';
import { toolJobApi, ToolPageLayout } from '../../tools';
import { BackgroundPicker } from '../BackgroundPicker';
import { backgroundParams, settingsFromLook } from '../backgroundSettings';
import { LayoutPreview } from '../LayoutPreview';
import { OutputSizeControls } from '../OutputSizeControls';
import { PlacementControls } from '../PlacementControls';

/** Choose the background, placement, shadow and size; Create runs the tool and shows the new image. */
export function CreateBackgroundEditPage() {
  const { t } = useTranslation('createBackground');
  const lang = useLanguage();
  const navigate = useNavigate();
  const { imageId = '' } = useParams();
  const location = useLocation();
  const [settings, setSettings] = useState(() => settingsFromLook(location.state));
  const [busy, setBusy] = useState(false);
  const params = backgroundParams(settings);

  const run = async () => {
    if (!params) return;
    setBusy(true);
    try {
      const job = await toolJobApi.start('create-background', imageId, params);
      await navigate(`/${lang}/create-background/${imageId}?job=${job.id}`);
    } catch (error) {
      showErrorToast(error);
      setBusy(false);
    }
  };

  const section = (title: string, content: ReactNode) => (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {content}
    </Paper>
  );

  return (
    <ToolPageLayout tool="create-background" title={t('editTitle')} subtitle={t('editSubtitle')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            {section(t('background'), <BackgroundPicker value={settings} onChange={setSettings} />)}
            {section(t('placement.title'), <PlacementControls value={settings} onChange={setSettings} />)}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="md">
              <Stack gap="sm">
                <OutputSizeControls value={settings} onChange={setSettings} />
                <LayoutPreview imageId={imageId} settings={settings} />
                {params ? null : (
                  <Text size="sm" c="orange">
                    {t('missingImage')}
                  </Text>
                )}
                <Button leftSection={<IconWand size={16} />} onClick={() => void run()} loading={busy} disabled={!params} data-testid="create-background-run">
                  {t('run')}
                </Button>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </ToolPageLayout>
  );
}
