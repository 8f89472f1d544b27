import type { Job } from '@vitrina/contracts';

/** Spec §4 shadow item states. */
export type ShadowItemState = 'loaded' | 'removing-bg' | 'ready-to-gen' | 'generation' | 'finished' | 'error';

export interface ShadowItemFacts {
  /** null while the browser is still reading the photo's transparency. */
  transparent: boolean | null;
  job: Job | undefined;
  /** A refusal before the job existed (no credits, …). */
  startError: string | null;
}

/**
 * The state an item shows. A photo without transparency is cut out inside the shadow job, in the
 * first half of its progress (server: tools/shadow): that half is "Removing background".
 */
export function shadowItemState({ transparent, job, startError }: ShadowItemFacts): ShadowItemState {
  if (startError) return 'error';
  if (!job) return transparent === null ? 'loaded' : 'ready-to-gen';
  if (job.status === 'succeeded') return 'finished';
  if (job.status === 'failed' || job.status === 'cancelled') return 'error';
  if (transparent === false && job.progress < 0.5) return 'removing-bg';
  return 'generation';
}
