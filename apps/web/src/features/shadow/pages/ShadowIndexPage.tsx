import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconShadow } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../common/api';
import { errorText } from '../../../i18n/errorText';
import { toolJobApi, ToolPageLayout, ToolUploadPanel } from '../../tools';
import type { ShadowItemState } from '../itemState';
import { ShadowBatchItem, type ShadowBatchEntry } from '../ShadowBatchItem';
import { readShadowBatch, writeShadowBatch } from '../shadowBatchStorage';
import { ShadowPresetPicker } from '../ShadowPresetPicker';
import { shadowParamsFor } from '../shadowPresetsApi';
import { useShadowPresets } from '../useShadowPresets';

/** Shadow (spec §1): add photos one by one (15 MB each), pick a preset, generate them as a batch. */
export function ShadowIndexPage() {
  const { t } = useTranslation('shadow');
  const [memory, setMemory] = useState(readShadowBatch);
  const [states, setStates] = useState<Record<string, ShadowItemState>>({});
  const [starting, setStarting] = useState(false);
  const { data: presets = [] } = useShadowPresets();
  useEffect(() => writeShadowBatch(memory), [memory]);
  const onState = useCallback((imageId: string, state: ShadowItemState) => setStates((current) => (current[imageId] === state ? current : { ...current, [imageId]: state })), []);

  const waiting = memory.entries.filter((entry) => !entry.jobId && states[entry.imageId] === 'ready-to-gen');
  const patch = (imageId: string, change: Partial<ShadowBatchEntry>) =>
    setMemory((current) => ({ ...current, entries: current.entries.map((entry) => (entry.imageId === imageId ? { ...entry, ...change } : entry)) }));

  const generate = async () => {
    setStarting(true);
    const params = shadowParamsFor(presets.find((preset) => preset.id === memory.presetId));
    // One after another: each start reserves a credit, and a refusal (no credits) stops nobody else's item.
    for (const entry of waiting) {
      try {
        const job = await toolJobApi.start('shadow', entry.imageId, params);
        patch(entry.imageId, { jobId: job.id, startError: null });
      } catch (error) {
        patch(entry.imageId, { startError: isApiError(error) ? error.message : errorText('generation_error') });
      }
    }
    setStarting(false);
  };

  return (
    <ToolPageLayout tool="shadow" title={t('title')} subtitle={t('subtitle')}>
      <Stack gap="lg">
        <ToolUploadPanel
          purpose="shadow"
          onImage={(imageId) => setMemory((current) => ({ ...current, entries: [...current.entries, { imageId, jobId: null, startError: null }] }))}
        />
        <Paper withBorder radius="lg" p="md">
          <Group align="end" justify="space-between">
            <ShadowPresetPicker presets={presets} value={memory.presetId} onChange={(presetId) => setMemory((current) => ({ ...current, presetId }))} />
            <Group>
              {memory.entries.length > 0 ? (
                <Button variant="subtle" onClick={() => setMemory((current) => ({ ...current, entries: [] }))} disabled={starting}>
                  {t('clear')}
                </Button>
              ) : null}
              <Button leftSection={<IconShadow size={16} />} onClick={() => void generate()} loading={starting} disabled={waiting.length === 0} data-testid="shadow-generate">
                {t('generate', { count: waiting.length })}
              </Button>
            </Group>
          </Group>
        </Paper>
        {memory.entries.length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {memory.entries.map((entry) => (
              <ShadowBatchItem key={entry.imageId} entry={entry} onState={onState} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </ToolPageLayout>
  );
}
