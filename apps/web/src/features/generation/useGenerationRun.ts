import { useQueryClient } from '@tanstack/react-query';
import type { Job } from '@vitrina/contracts';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../common/api';
import { errorText } from '../../i18n/errorText';
import { toolJobApi, useJob } from '../tools';
import { historyQueryKey } from './api/generationApi';
import type { GenerationForm } from './generationForm';

export interface GenerationRun {
  job: Job | undefined;
  running: boolean;
  /** A refusal before the job started, or the job's failure ("Generation error"). */
  error: string | null;
  start: (form: GenerationForm) => Promise<void>;
}

/**
 * One generate job at a time for the product's image. The job is followed by polling; when it
 * succeeds the product's history is refetched, so the new scenes appear at the top of the list.
 */
export function useGenerationRun(imageId: string | undefined, initialJobId: string | null, onJobStarted: (jobId: string) => void): GenerationRun {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(initialJobId);
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { data: job } = useJob(jobId);
  const settled = useRef<string | null>(null);

  useEffect(() => {
    if (!job || !imageId || settled.current === job.id) return;
    if (job.status === 'succeeded' || job.status === 'failed' || job.status === 'cancelled') {
      settled.current = job.id;
      void queryClient.invalidateQueries({ queryKey: historyQueryKey(imageId) });
      void queryClient.invalidateQueries({ queryKey: ['generated-images'] });
    }
  }, [job, imageId, queryClient]);

  const start = async (form: GenerationForm) => {
    if (!imageId || starting) return;
    setStarting(true);
    setStartError(null);
    try {
      const started = await toolJobApi.start('generate', imageId, { ...form });
      setJobId(started.id);
      onJobStarted(started.id);
    } catch (error) {
      setStartError(isApiError(error) ? error.message : errorText('generation_error'));
    } finally {
      setStarting(false);
    }
  };

  const running = starting || job?.status === 'queued' || job?.status === 'running';
  const jobError = job?.status === 'failed' ? (job.error?.message ?? errorText('generation_error')) : null;
  return { job, running, error: startError ?? jobError, start };
}
