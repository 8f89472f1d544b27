import { errorMessage, isErrorCode, type Job, type JobQueuePosition, type Language } from '@vitrina/contracts';
import type { JobRow } from '../../db/schema';

/**
 * The API view of a job row; the error message is localised for the caller. `queue` is the
 * waiting job's place (JobsService.queuePositions); only a queued job shows one.
 */
export function toJobDto(row: JobRow, language: Language, queue: JobQueuePosition | null = null): Job {
  const code = row.errorCode && isErrorCode(row.errorCode) ? row.errorCode : 'generation_error';
  return {
    id: row.id,
    tool: row.tool,
    status: row.status,
    progress: Math.min(1, Math.max(0, Math.round(row.progress * 1000) / 1000)),
    params: row.params,
    inputImageId: row.inputImageId,
    outputs: row.outputs.map(({ imageId, url, width, height, format, bytes }) => ({ imageId, url, width, height, format, bytes })),
    error: row.status === 'failed' ? { code, message: errorMessage(code, language) } : null,
    engine: row.engine,
    download: row.download ?? null,
    cost: row.cost,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    queue: row.status === 'queued' ? queue : null,
  };
}
