import type { JobOutput } from '@vitrina/contracts';
import type { JobRow } from '../../db/schema';
import type { JobClaim, JobsRepository } from '../../repositories/jobs.repository';
import type { ToolOutput } from '../../tools';
import { toImageDto, type ImageRecord, type ImagesService } from '../images.service';
import type { JobEvents } from './job-events';
import type { JobLog } from './job-runner';

export interface EarlyOutputsDependencies {
  images: ImagesService;
  jobs: JobsRepository;
  events: JobEvents;
  log: JobLog;
}

export const outputBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Outputs a tool hands over before it finishes (the first scenes of a batch): each is stored at
 * once and listed on the running job, so the user sees results as they come. The success
 * transition reuses them; a failed, cancelled or re-queued run deletes them again.
 */
export class EarlyOutputs {
  private readonly stored = new Map<number, Promise<ImageRecord>>();
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly job: JobRow,
    private readonly claim: JobClaim,
    private readonly deps: EarlyOutputsDependencies,
    /** The tool's output bound (see ImagesService.storeOutput). */
    private readonly maxSide?: number,
  ) {}

  accept(index: number, output: ToolOutput): void {
    if (this.stored.has(index)) return;
    const record = this.deps.images.storeOutput(this.job.userId, outputBuffer(output.bytes), { sourceImageId: this.job.inputImageId, maxSide: this.maxSide });
    this.stored.set(index, record);
    // One write at a time, so a slower write never replaces a longer list.
    this.writes = this.writes.then(() => this.publish()).catch((error: unknown) => this.deps.log.warn({ err: error, jobId: this.job.id }, 'an early output could not be shown'));
  }

  /** The stored image of output `index`, when it came early and was stored. */
  async take(index: number): Promise<ImageRecord | undefined> {
    try {
      return await this.stored.get(index);
    } catch {
      return undefined;
    }
  }

  /** Waits for the writes under way, so none lands after the job's final transition. */
  settle(): Promise<void> {
    return this.writes;
  }

  /** Deletes the early images of a run that recorded nothing. */
  async discard(): Promise<void> {
    await this.settle();
    const records = await this.records();
    if (records.length > 0) await this.deps.images.deleteIfUnused(records.map(({ record }) => record.id));
  }

  private async records(): Promise<{ index: number; record: ImageRecord }[]> {
    const entries = [...this.stored.entries()].sort(([a], [b]) => a - b);
    const settled = await Promise.allSettled(entries.map(([, record]) => record));
    return settled.flatMap((result, position) => (result.status === 'fulfilled' ? [{ index: entries[position][0], record: result.value }] : []));
  }

  private async publish(): Promise<void> {
    const outputs: JobOutput[] = (await this.records()).map(({ record }) => {
      const { id: imageId, url, width, height, format, bytes } = toImageDto(record);
      return { imageId, url, width, height, format, bytes };
    });
    if (await this.deps.jobs.setRunningOutputs(this.claim, outputs)) this.deps.events.publish(this.job.id);
  }
}
