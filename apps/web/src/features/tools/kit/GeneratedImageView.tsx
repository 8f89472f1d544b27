import { Alert, Center, Grid, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../common/api';
import { AuthImage } from '../../../common/components/AuthImage';
import { useEngineName } from '../../../common/engines/EngineName';
import { errorText } from '../../../i18n/errorText';
import { ResultActions } from './ResultActions';

export const generatedImageQueryKey = (imageId: string) => ['generated-images', 'image', imageId] as const;

/** The gallery entry of one output image (404 when it is not the user's). */
export function useGeneratedImage(imageId: string) {
  return useQuery({
    queryKey: generatedImageQueryKey(imageId),
    queryFn: async () => {
      const answer = await unwrap(api.GET('/generated-images', { params: { query: { imageId, limit: 1 } } }));
      return answer.data[0] ?? null;
    },
  });
}

/** One generated image large, its details (spec §3 fields, the engine in plain words) and its actions. */
export function GeneratedImageView({ imageId, tool, details, extra }: { imageId: string; tool: string; details: { label: string; value: string | null | undefined }[]; extra?: ReactNode }) {
  const { t } = useTranslation(['toolkit', 'engines']);
  const engineName = useEngineName();
  const entry = useGeneratedImage(imageId);
  if (entry.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (entry.isError || !entry.data) return <Alert color="red">{errorText('not_found')}</Alert>;
  const item = entry.data;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p="xs" data-testid="generated-image">
          <AuthImage url={item.image.url} alt={item.prompt ?? t('toolkit:result.after')} style={{ width: '100%', maxHeight: '70vh' }} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm">
          {details
            .filter((detail) => detail.value)
            .map((detail) => (
              <Stack key={detail.label} gap={0}>
                <Text size="xs" c="dimmed">
                  {detail.label}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {detail.value}
                </Text>
              </Stack>
            ))}
          <Text size="sm" data-testid="engine-details">
            {t('engines:detailsEngine', { engine: engineName(item.engine) })} · {item.image.width}×{item.image.height}
          </Text>
          <ResultActions imageId={item.image.id} tool={tool} filename={`${tool}-${item.image.id.slice(0, 8)}`} />
          {extra}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
