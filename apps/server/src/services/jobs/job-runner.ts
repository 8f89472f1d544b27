import { isErrorCode, OUTPUT_LIMITS, type ErrorCode } from '@vitrina/contracts';
import { EngineUnavailableError } from '@vitrina/imaging';
import type { Database } from '../../db/client';
import type { JobRow, StoredJobOutput } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { JobClaim, JobsRepository } from '../../repositories/jobs.repository';
import type { JobOutcome } from '../../observability/metrics';
import { untrackedAttempt, type JobTelemetry } from '../../observability/job-telemetry';
import type { RegisteredTool, ToolImage, ToolOutput, ToolRegistry, ToolResult } from '../../tools';
import { ToolError } from '../../tools';
import { abortError, isAbortError } from '../../workers/task';
import type { WorkerPool } from '../../workers/worker-pool';
import type { CreditsService, JobCharge } from '../credits.service';
import type { GeneratedImagesService } from '../generated-images.service';
import { toImageDto, type ImageRecord, type ImagesService } from '../images.service';
import type { JobEvents } from './job-events';
import { EarlyOutputs, outputBuffer } from './early-outputs';
import { ProgressWriter } from './progress-writer';
import type { InternalJob, InternalJobs } from './internal-jobs';

export interface JobLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobRunnerOptions {
  /** How long a claim holds without renewal; a dead worker's job is taken over after it. */
  leaseMs: number;
  /** How often a running job renews its lease and looks for a cancellation made elsewhere. */
  heartbeatMs: number;
  /** Claims beyond this (a job that keeps killing its process) fail the job instead. */
  maxAttempts: number;
  /** Minimum time between progress writes. */
  progressIntervalMs: number;
}

/** A 10 s lease is ten missed heartbeats: a killed worker's job is claimable again 10 s after the crash. */
export const DEFAULT_RUNNER_OPTIONS: JobRunnerOptions = { leaseMs: 10_000, heartbeatMs: 1_000, maxAttempts: 3, progressIntervalMs: 250 };

export interface JobRunnerDependencies {
  db: Database;
  jobs: JobsRepository;
  tools: ToolRegistry;
  pool: WorkerPool;
  images: ImagesService;
  generatedImages: GeneratedImagesService;
  credits: CreditsService;
  events: JobEvents;
  log: JobLog;
  /** Metrics and traces of each attempt (observability/); nothing is recorded when absent. */
  telemetry?: JobTelemetry;
  /** Jobs the server queues for itself (account export), by name; looked up when no tool has the name. */
  internalJobs?: InternalJobs;
}

/** Why a running job was stopped from the outside. */
type StopReason = 'cancelled' | 'shutdown' | 'lost';

interface ActiveRun {
  controller: AbortController;
  reason: StopReason | null;
}

/** Rolls back the success transaction when the claim turned out to be stale. */
class ClaimLostError extends Error {}

const chargeOf = (job: JobRow): JobCharge => ({ userId: job.userId, jobId: job.id, cost: job.cost, tool: job.tool });

/**
 * Runs delivered jobs: claim the row, run the tool (CPU work in the pool), then record the
 * outcome in one guarded transition. Only the attempt holding the claim may record anything, so
 * a job re-run after a crash or taken over from a dead worker completes exactly once.
 */
export class JobRunner {
  private readonly active = new Map<string, ActiveRun>();
  private readonly executions = new Set<Promise<void>>();
  private stopping = false;

  constructor(
    private readonly deps: JobRunnerDependencies,
    private readonly options: JobRunnerOptions = DEFAULT_RUNNER_OPTIONS,
  ) {}

  /**
   * The queue's consumer. A delivery is a free slot: it runs the job that is next in the fair
   * order (users take turns), which need not be the delivered one; that job's own delivery later
   * fills another slot. When the job ends, the slot takes the next job that may start, so a job
   * passed over because its user was at their plan's cap of jobs at once starts as soon as one
   * of that user's jobs ends, even when its own delivery was spent meanwhile (the queues' sweeps
   * cover the rest: a plan upgraded, a lease expired). Every outcome is written to the job row;
   * rejects only on database errors.
   */
  execute(_deliveredJobId: string): Promise<void> {
    const execution = this.claimAndRunWhileWork();
    this.executions.add(execution);
    void execution.finally(() => this.executions.delete(execution));
    return execution;
  }

  private async claimAndRunWhileWork(): Promise<void> {
    while (!this.stopping) {
      const job = await this.deps.jobs.claimNext(this.options.leaseMs);
      if (!job) return;
      await this.run(job);
    }
  }

  private async run(job: JobRow): Promise<void> {
    const jobId = job.id;
    const claim: JobClaim = { id: job.id, attempt: job.attempt };
    // Re-claimed after its lease passed while an older attempt still runs here: that one has lost.
    this.abortLocal(job.id, 'lost');
    if (this.stopping) {
      await this.deps.jobs.requeue(claim);
      return;
    }
    this.deps.events.publish(job.id);
    const tool = this.deps.tools.get(job.tool);
    const internal = tool ? undefined : this.deps.internalJobs?.get(job.tool);
    if (job.attempt > this.options.maxAttempts || (!tool && !internal)) {
      this.deps.log.error({ jobId, attempt: job.attempt, tool: job.tool }, tool ? 'job exceeded its attempts' : 'job of an unknown tool');
      await this.fail(job, claim, 'generation_error');
      return;
    }
    const run: ActiveRun = { controller: new AbortController(), reason: null };
    this.active.set(job.id, run);
    const heartbeat = setInterval(() => void this.heartbeat(claim, run), this.options.heartbeatMs);
    const progress = new ProgressWriter((fraction) => this.writeProgress(claim, fraction), this.options.progressIntervalMs);
    const early = new EarlyOutputs(job, claim, this.deps, tool?.maxOutputSide ?? OUTPUT_LIMITS.maxSide);
    const attempt = this.deps.telemetry?.begin(job) ?? untrackedAttempt;
    try {
      if (internal) {
        const outcome = await this.runInternal(job, claim, internal, run.controller.signal, progress);
        attempt.end(outcome.succeeded ? 'succeeded' : 'lost', outcome.engine);
        return;
      }
      if (!tool) throw new ToolError('generation_error', `unknown tool ${job.tool}`);
      const result = await attempt.engineCall(() => this.runTool(job, tool, run.controller.signal, (fraction) => progress.report(fraction), early));
      await progress.stop();
      await early.settle();
      if (run.controller.signal.aborted) throw abortError();
      attempt.end((await this.complete(job, claim, result, early)) ? 'succeeded' : 'lost', result.engine);
    } catch (error) {
      await progress.stop();
      await early.discard().catch((discardError: unknown) => this.deps.log.warn({ err: discardError, jobId: job.id }, 'early outputs not deleted'));
      attempt.end(await this.afterError(job, claim, run, error), null);
    } finally {
      clearInterval(heartbeat);
      if (this.active.get(job.id) === run) this.active.delete(job.id);
      this.deps.events.publish(job.id);
    }
  }

  /** An internal job: its file is already stored when it returns; success is one guarded transition. */
  private async runInternal(job: JobRow, claim: JobClaim, internal: InternalJob, signal: AbortSignal, progress: ProgressWriter): Promise<{ succeeded: boolean; engine: string }> {
    const result = await internal.run(job, { signal, onProgress: (fraction) => progress.report(fraction) });
    await progress.stop();
    const succeeded = !signal.aborted && (await this.deps.jobs.markSucceeded(claim, { outputs: [], engine: result.engine, download: result.download }, this.deps.db)) !== undefined;
    if (!succeeded) await result.discard();
    if (signal.aborted) throw abortError();
    return { succeeded, engine: result.engine };
  }

  /** Stops a job running in this process (its row was already cancelled). */
  abortLocal(jobId: string, reason: StopReason): void {
    const run = this.active.get(jobId);
    if (!run) return;
    run.reason ??= reason;
    run.controller.abort();
  }

  /**
   * Stops taking jobs at once and waits up to `graceMs` for the running ones to finish; those
   * still running then are aborted and given back to the queue (a graceful stop on SIGTERM).
   */
  async shutdown(graceMs = 0): Promise<void> {
    this.stopping = true;
    const settled = Promise.allSettled([...this.executions]);
    if (graceMs > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([settled, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
    }
    for (const jobId of this.active.keys()) this.abortLocal(jobId, 'shutdown');
    await settled;
  }

  private async runTool(job: JobRow, tool: RegisteredTool, signal: AbortSignal, onProgress: (fraction: number) => void, early: EarlyOutputs): Promise<ToolResult> {
    const image = job.inputImageId === null ? null : await this.readImage(job.userId, job.inputImageId);
    return tool.run(image, tool.parseParams(job.params), {
      pool: this.deps.pool,
      signal,
      onProgress,
      readImage: (imageId) => this.readImage(job.userId, imageId),
      onPartialOutput: (index, output) => early.accept(index, output),
    });
  }

  private async readImage(userId: string, imageId: string): Promise<ToolImage> {
    const record = await this.deps.images.getOwned(userId, imageId);
    const bytes = await this.deps.images.readBytes(record);
    return { id: record.id, bytes, format: record.format, width: record.width, height: record.height };
  }

  /**
   * Files first (storage is not transactional, and an orphan file is harmless), then one
   * transaction: generated images, the success transition guarded by the claim, the capture.
   */
  private async complete(job: JobRow, claim: JobClaim, result: ToolResult, early: EarlyOutputs): Promise<boolean> {
    if (result.outputs.length === 0) throw new ToolError('generation_error', `${job.tool} produced no output`);
    if (!(await this.deps.jobs.isStillCurrent(claim))) {
      await early.discard();
      return false;
    }
    const stored: { record: ImageRecord; fields: ToolOutput['fields'] }[] = [];
    for (const [index, output] of result.outputs.entries()) {
      const record = (await early.take(index)) ?? (await this.deps.images.storeOutput(job.userId, outputBuffer(output.bytes), { sourceImageId: job.inputImageId, maxSide: this.deps.tools.get(job.tool)?.maxOutputSide }));
      stored.push({ record, fields: output.fields });
    }
    try {
      await this.deps.db.transaction(async (tx) => {
        const outputs: StoredJobOutput[] = [];
        for (const [quantityIndex, { record, fields }] of stored.entries()) {
          const generated = await this.deps.generatedImages.create(
            { userId: job.userId, tool: job.tool, jobId: job.id, imageId: record.id, sourceImageId: job.inputImageId, quantityIndex, engine: result.engine, ...fields },
            tx,
          );
          const { id: imageId, url, width, height, format, bytes } = toImageDto(record);
          outputs.push({ imageId, url, width, height, format, bytes, generatedImageId: generated.id });
        }
        const succeeded = await this.deps.jobs.markSucceeded(claim, { outputs, engine: result.engine }, tx);
        if (!succeeded) throw new ClaimLostError();
        await this.deps.credits.capture(chargeOf(job), tx);
      });
      return true;
    } catch (error) {
      if (!(error instanceof ClaimLostError)) throw error;
      // Cancelled or taken over while finishing: this attempt records nothing.
      await this.deps.images.deleteIfUnused(stored.map(({ record }) => record.id));
      return false;
    }
  }

  /** Records what happened to an attempt that did not succeed; returns it for the metrics. */
  private async afterError(job: JobRow, claim: JobClaim, run: ActiveRun, error: unknown): Promise<JobOutcome> {
    try {
      switch (run.reason) {
        case 'shutdown':
          await this.deps.jobs.requeue(claim);
          return 'requeued';
        case 'cancelled':
          return 'cancelled';
        case 'lost':
          return 'lost';
        case null:
          break;
      }
      if (isAbortError(error)) {
        // Aborted without a reason recorded here: the heartbeat saw the claim go.
        return 'lost';
      }
      const code = failureCode(error);
      this.deps.log.error({ err: error, jobId: job.id, tool: job.tool }, 'job failed');
      await this.fail(job, claim, code);
      return 'failed';
    } catch (writeError) {
      // The row stays running; its lease expires and another attempt takes it.
      this.deps.log.error({ err: writeError, jobId: job.id }, 'could not record the job outcome');
      return 'lost';
    }
  }

  private async fail(job: JobRow, claim: JobClaim, code: ErrorCode): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const failed = await this.deps.jobs.markFailed(claim, code, tx);
      if (failed) await this.deps.credits.release(chargeOf(job), 'failed', tx);
    });
    this.deps.events.publish(job.id);
  }

  private async heartbeat(claim: JobClaim, run: ActiveRun): Promise<void> {
    try {
      if (await this.deps.jobs.renewLease(claim, this.options.leaseMs)) return;
      run.reason ??= 'lost';
      run.controller.abort();
    } catch (error) {
      this.deps.log.warn({ err: error, jobId: claim.id }, 'job heartbeat failed');
    }
  }

  private async writeProgress(claim: JobClaim, fraction: number): Promise<void> {
    try {
      await this.deps.jobs.setProgress(claim, fraction);
      this.deps.events.publish(claim.id);
    } catch (error) {
      this.deps.log.warn({ err: error, jobId: claim.id }, 'job progress write failed');
    }
  }
}

/** The catalogue code a failure is shown with; anything unexpected is a plain generation error. */
export function failureCode(error: unknown): ErrorCode {
  if (error instanceof ToolError || error instanceof AppError) return error.code;
  if (error instanceof EngineUnavailableError) return 'service_unavailable';
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof Error && error.name === 'TaskError' && isErrorCode(code)) return code;
  return 'generation_error';
}
