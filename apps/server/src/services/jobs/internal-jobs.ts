import type { JobDownload } from '@vitrina/contracts';
import type { JobRow } from '../../db/schema';

export interface InternalJobContext {
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
}

export interface InternalJobResult {
  engine: string;
  /** The file the job produced, recorded on the job row with its success. */
  download: JobDownload;
  /** Undoes what `run` stored, when the attempt turns out to have lost its claim. */
  discard(): Promise<void>;
}

/**
 * Work the server queues for itself (the account export): run by the same queue, runner, leases
 * and progress as tools, but not a tool (no route, no public API, no credits, no gallery images).
 */
export interface InternalJob {
  name: string;
  run(job: JobRow, context: InternalJobContext): Promise<InternalJobResult>;
}

export type InternalJobs = Map<string, InternalJob>;
