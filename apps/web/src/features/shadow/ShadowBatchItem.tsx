import { Badge, Group, Image, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, unwrap } from '../../common/api';
import { useFileUrl } from '../../common/api/useFileUrl';
import { useLanguage } from '../../common/hooks/useLanguage';
import { ResultActions, useJob } from '../tools';
import { hasTransparency } from './hasTransparency';
import { shadowItemState, type ShadowItemState } from './itemState';

export interface ShadowBatchEntry {
  imageId: string;
  jobId: string | null;
  startError: string | null;
}

const COLOURS: Record<ShadowItemState, string> = {
  loaded: 'gray',
  'removing-bg': 'yellow',
  'ready-to-gen': 'blue',
  generation: 'violet',
  finished: 'green',
  error: 'red',
};

/** One photo of the batch: its picture, its spec state, progress, and the result's actions. */
export function ShadowBatchItem({ entry, onState }: { entry: ShadowBatchEntry; onState: (imageId: string, state: ShadowItemState) => void }) {
  const { t } = useTranslation('shadow');
  const lang = useLanguage();
  const [transparent, setTransparent] = useState<boolean | null>(null);
  const { data: job } = useJob(entry.jobId);
  const output = job?.status === 'succeeded' ? job.outputs[0] : undefined;
  const preview = useFileUrl(output ? output.url : `/api/files/${entry.imageId}`, 320);

  useEffect(() => {
    const controller = new AbortController();
    unwrap(api.GET('/files/{id}', { params: { path: { id: entry.imageId } }, signal: controller.signal, parseAs: 'blob' }))
      .then(hasTransparency)
      .then(setTransparent, () => setTransparent(false));
    return () => controller.abort();
  }, [entry.imageId]);

  const state = shadowItemState({ transparent, job, startError: entry.startError });
  useEffect(() => onState(entry.imageId, state), [entry.imageId, state, onState]);
  const running = state === 'removing-bg' || state === 'generation';

  return (
    <Paper withBorder radius="lg" p="sm" data-testid="shadow-item" data-state={state}>
      <Stack gap="xs">
        {preview ? <Image src={preview} alt={t('itemAlt')} h={180} fit="contain" radius="md" /> : <Loader size="sm" />}
        <Group justify="space-between" wrap="nowrap">
          <Badge color={COLOURS[state]} variant="light" data-testid="shadow-item-state">
            {t(`states.${state}`)}
          </Badge>
          {output ? (
            <Text component={Link} to={`/${lang}/shadow/${entry.imageId}?job=${job?.id ?? ''}`} size="sm" c="blue">
              {t('open')}
            </Text>
          ) : null}
        </Group>
        {running ? <Progress value={Math.round((job?.progress ?? 0) * 100)} aria-label={t(`states.${state}`)} animated /> : null}
        {state === 'error' ? (
          <Text size="sm" c="red" role="alert">
            {entry.startError ?? job?.error?.message}
          </Text>
        ) : null}
        {output ? <ResultActions imageId={output.imageId} tool="shadow" filename={`shadow-${output.imageId.slice(0, 8)}`} /> : null}
      </Stack>
    </Paper>
  );
}
