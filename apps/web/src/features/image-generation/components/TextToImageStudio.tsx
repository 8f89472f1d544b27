import { Center, Grid, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isJobFinished } from '@vitrina/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../common/api';
import { EngineRequired } from '../../../common/engines/EngineRequired';
import { useToolAvailability } from '../../../common/engines/useToolAvailability';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { errorText } from '../../../i18n/errorText';
import { JobResultsGrid, useJob } from '../../tools';
import { imageGenerationApi, imageGenerationPaths, recentQueryKey, type TextToImageForm } from '../api/imageGenerationApi';
import { RecentImages } from './RecentImages';
import { TextToImagePanel } from './TextToImagePanel';

/**
 * The form and the running batch: pictures appear as the engine finishes them. The job id goes
 * into the address (`?job=`), so a reload follows the same job instead of starting another.
 */
export function TextToImageStudio({ initial }: { initial: TextToImageForm }) {
  const lang = useLanguage();
  const paths = imageGenerationPaths(lang);
  const queryClient = useQueryClient();
  const availability = useToolAvailability('text-to-image');
  const [form, setForm] = useState(initial);
  const [searchParams, setSearchParams] = useSearchParams();
  const jobId = searchParams.get('job');
  const { data: job } = useJob(jobId);
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (job && isJobFinished(job.status)) void queryClient.invalidateQueries({ queryKey: recentQueryKey });
  }, [job, queryClient]);

  if (availability.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!availability.available) return <EngineRequired feature="imageGeneration" />;

  const generate = async () => {
    setStarting(true);
    setStartError(null);
    try {
      const started = await imageGenerationApi.start(form);
      setSearchParams({ job: started.id });
    } catch (error) {
      setStartError(isApiError(error) ? error.message : errorText('generation_error'));
    } finally {
      setStarting(false);
    }
  };
  const running = starting || job?.status === 'queued' || job?.status === 'running';
  const quantity = typeof job?.params.quantity === 'number' ? job.params.quantity : form.quantity;
  return (
    <Stack gap="xl">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <TextToImagePanel form={form} onChange={setForm} onGenerate={() => void generate()} running={running} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <JobResultsGrid job={job} quantity={quantity} linkTo={paths.image} startError={startError} />
        </Grid.Col>
      </Grid>
      <RecentImages />
    </Stack>
  );
}
