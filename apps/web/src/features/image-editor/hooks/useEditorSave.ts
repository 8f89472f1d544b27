import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../common/api';
import { errorText } from '../../../i18n/errorText';
import { toolJobApi, useJob } from '../../tools';

/**
 * The editor's save: runs the `image-edit` tool with the page's operation and follows the job.
 * The job id goes into the address (`?job=`), so a reload or a shared link shows the same
 * result; each save is a new job and a new image, the original is never written.
 */
export function useEditorSave(imageId: string) {
  const [search, setSearch] = useSearchParams();
  const jobId = search.get('job');
  const { data: job } = useJob(jobId);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [lastParams, setLastParams] = useState<Record<string, unknown> | null>(null);

  const save = async (params: Record<string, unknown>) => {
    setStarting(true);
    setStartError(null);
    setLastParams(params);
    try {
      const started = await toolJobApi.start('image-edit', imageId, params);
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set('job', started.id);
        return next;
      });
    } catch (error) {
      setStartError(isApiError(error) ? error.message : errorText('generation_error'));
    } finally {
      setStarting(false);
    }
  };

  const running = Boolean(job && (job.status === 'queued' || job.status === 'running'));
  return { job, jobId, startError, saving: starting || running, save, retry: () => (lastParams ? save(lastParams) : Promise.resolve()) };
}
