import type { Job } from '@vitrina/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../common/api';
import { errorText } from '../../../i18n/errorText';
import { appStorage } from '../../../common/storage/storage';
import type { ToolStorageKey } from '../../../common/storage/storageKeys';
import { openingAction, wantsStart, type AutoStart } from './startIntent';
import { toolJobApi, type ToolName, type ToolParams } from './toolJobApi';
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

export interface ToolRun<Name extends ToolName = ToolName> {
  job: Job | undefined;
  /** A refusal before the job existed (no credits, operation in progress, bad input). */
  startError: string | null;
  /** Runs the tool again with these parameters (a new job, a new result). */
  rerun: (params: ToolParams<Name>) => Promise<void>;
  /** No job yet and none will start until the user asks (`start`). */
  waiting: boolean;
  /** Starts the tool with its defaults: the user's click on a page opened from an address. */
  start: () => Promise<void>;
}

export interface ToolRunOptions {
  /** Where the spec keeps the tool's last job on this image (spec §3). */
  storageKey?: ToolStorageKey;
  /** The search parameter that names the job. */
  searchParam?: string;
  /** `always` only for free tools; paid ones start on opening only when just asked (startIntent.ts). */
  autoStart?: AutoStart;
}

/**
 * The job behind a tool's image page. `?job=<id>` in the address names it. Without one, the tool
 * runs on the image with `defaults` only if the user just asked for it on the tool's first page
 * (or the tool is free); otherwise the page waits for a click. The job id is then written into
 * the address (replace), so a reload or a shared link shows the same result instead of spending
 * another credit.
 */
export function useToolRun<Name extends ToolName>(tool: Name, imageId: string, defaults: ToolParams<Name>, options: ToolRunOptions = {}): ToolRun<Name> {
  const { storageKey, searchParam = 'job', autoStart = 'when-asked' } = options;
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const jobId = search.get(searchParam) ?? rememberedJob(storageKey, imageId);
  const action = openingAction(jobId, autoStart, wantsStart(location.state, tool, imageId));
  const [startError, setStartError] = useState<string | null>(null);
  const [clicked, setClicked] = useState(false);
  const firstKey = `${tool}:${imageId}`;
  const { data: job } = useJob(jobId);
  const defaultsRef = useRef(defaults);

  const start = async (params: ToolParams<Name>, key: string) => {
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

  // A start already made by this page load (asked for, or clicked) is followed, never repeated.
  const alreadyStarted = startedJobs.has(firstKey);
  useEffect(() => {
    if (action === 'show-job' || (action === 'wait-for-user' && !alreadyStarted)) return;
    // Drop the request from history first: a reload must not start (and charge) again.
    if (location.state) void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
    void start(defaultsRef.current, firstKey);
    // Starts once per image; a later job comes from rerun().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstKey, action, alreadyStarted]);

  return {
    job,
    startError,
    rerun: (params) => start(params, `${tool}:${imageId}:${JSON.stringify(params)}:${Date.now()}`),
    waiting: action === 'wait-for-user' && !alreadyStarted && !clicked,
    start: () => {
      setClicked(true);
      return start(defaultsRef.current, firstKey);
    },
  };
}
