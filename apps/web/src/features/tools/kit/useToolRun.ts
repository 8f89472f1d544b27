import type { Job } from '@vitrina/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../common/api';
import { errorText } from '../../../i18n/errorText';
import { appStorage } from '../../../common/storage/storage';
import type { ToolStorageKey } from '../../../common/storage/storageKeys';
import { toolJobApi } from './toolJobApi';
import { useJob } from './useJob';

/** The tool's last job on this image, kept under its spec §3 key, so coming back shows it again. */
function rememberedJob(storageKey: ToolStorageKey | undefined, imageId: string): string | null {
  if (!storageKey) return null;
  try {
    const saved = JSON.parse(appStorage.get(storageKey) ?? 'null') as { imageId?: string; jobId?: string } | null;
    return saved?.imageId === imageId && typeof saved.jobId === 'string' ? saved.jobId : null;
  } catch {
    return null;
  }
}

/** Jobs started by this page load, by tool and image: React's double effects must not start two. */
const startedJobs = new Map<string, Promise<Job>>();

export interface ToolRun {
  job: Job | undefined;
  /** A refusal before the job existed (no credits, operation in progress, bad input). */
  startError: string | null;
  /** Runs the tool again with these parameters (a new job, a new result). */
  rerun: (params: Record<string, unknown>) => Promise<void>;
}

/**
 * The job behind a tool's image page. `?job=<id>` in the address names it; without one, the
 * tool runs on the image with `defaults` and the job id is written into the address (replace),
 * so a reload or a shared link shows the same result instead of spending another credit.
 */
export function useToolRun(tool: string, imageId: string, defaults: Record<string, unknown>, storageKey?: ToolStorageKey, searchParam = 'job'): ToolRun {
  const [search, setSearch] = useSearchParams();
  const jobId = search.get(searchParam) ?? rememberedJob(storageKey, imageId);
  const [startError, setStartError] = useState<string | null>(null);
  const { data: job } = useJob(jobId);
  const defaultsRef = useRef(defaults);

  const start = async (params: Record<string, unknown>, key: string) => {
    setStartError(null);
    let pending = startedJobs.get(key);
    if (!pending) {
      pending = toolJobApi.start(tool, imageId, params);
      startedJobs.set(key, pending);
    }
    try {
      const started = await pending;
      if (storageKey) appStorage.set(storageKey, JSON.stringify({ imageId, jobId: started.id }));
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set(searchParam, started.id);
        return next;
      }, { replace: true });
    } catch (error) {
      startedJobs.delete(key);
      setStartError(isApiError(error) ? error.message : errorText('generation_error'));
    }
  };

  useEffect(() => {
    if (!jobId) void start(defaultsRef.current, `${tool}:${imageId}`);
    // Starts once per image; a later job comes from rerun().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tool, imageId, jobId]);

  return { job, startError, rerun: (params) => start(params, `${tool}:${imageId}:${JSON.stringify(params)}:${Date.now()}`) };
}
