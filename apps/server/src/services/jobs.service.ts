import { isErrorCode, isJobFinished, type ErrorCode, type JobListQuery, type JobQueuePosition, type PlanFeature } from '@vitrina/contracts';
import type { z } from 'zod';
import type { JobQueue } from '../adapters/queue';
import type { Database } from '../db/client';
import type { JobRow } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/app-error';
import type { JobsRepository } from '../repositories/jobs.repository';
import type { ToolRegistry } from '../tools';
import { exceedsSide, outputTooLarge } from '../tools/output-bounds';
import { currentTraceCarrier } from '../observability/tracing';
import type { WorkerPool } from '../workers/worker-pool';
import type { CreditsService } from './credits.service';
import type { ImagesService } from './images.service';
import type { JobEvents } from './jobs/job-events';
import type { RedisJobEventsRelay } from './jobs/job-events-relay';
import type { JobLog, JobRunner } from './jobs/job-runner';

export interface JobsServiceDependencies {
  db: Database;
  jobs: JobsRepository;
  tools: ToolRegistry;
  credits: CreditsService;
  images: ImagesService;
  queue: JobQueue;
  runner: JobRunner;
  events: JobEvents;
  pool: WorkerPool;
  log: JobLog;
  /** Plan gating (billing): 403 feature_unavailable / plan_expired before anything is written. */
  gate: FeatureGate;
  /** The user's storage quota: a full store takes no new job (its output would not fit). */
  quota?: { assertRoom(userId: string, incomingBytes?: number): Promise<void> };
  /** Warms the worker threads when this process starts running jobs (WARM_UP_WORKERS). */
  warmUp?: () => Promise<void>;
  /** Job changes between processes (scale mode); started by `startEvents`, closed by `stop`. */
  relay?: Pick<RedisJobEventsRelay, 'start' | 'close'>;
}

export interface FeatureGate {
  authorizeFeature(userId: string, feature: PlanFeature, paid: boolean, db?: Database): Promise<void>;
}

export interface ToolRequest {
  /** Absent only for tools that start from parameters alone (text-to-image). */
  imageId?: string;
  /** A mask beside the image (inpaint, watermark-removal); must be readable by the user too. */
  maskImageId?: string;
  params: unknown;
}

/** How often an event stream re-reads its job when nothing in this process announced a change. */
const WATCH_POLL_MS = 500;

/**
 * Jobs as users see them: submit a tool run (ownership, credits, one operation per image), read,
 * list, cancel, watch. Running them is the JobRunner's part; delivery is the queue's.
 */
export class JobsService {
  private warming: Promise<void> = Promise.resolve();

  constructor(private readonly deps: JobsServiceDependencies) {}

  /**
   * Accepts a tool run: 404 for an unknown tool or an image the user may not read, 400 for bad
   * parameters, 403 feature_unavailable when the plan lacks the tool's feature, 403 plan_expired /
   * 402 no_credits for paid tools, 422 output_too_large past the tool's output bound, 403
   * storage_quota_exceeded when the user's storage is full, 409 operation_in_progress when
   * this image already has an active job. The job row and its credit reservation commit together.
   */
  async submit(userId: string, toolName: string, request: ToolRequest): Promise<JobRow> {
    const tool = this.deps.tools.get(toolName);
    if (!tool) throw notFound();
    // A mask given beside the params travels in them (tools that take one declare `maskImageId`;
    // the others refuse it as an unknown parameter).
    const rawParams = request.maskImageId === undefined ? request.params : { ...(request.params as object), maskImageId: request.maskImageId };
    const parsed = tool.paramsSchema.safeParse(rawParams);
    if (!parsed.success) throw badRequest('validation_failed', fieldCodes(parsed.error));
    const params = tool.parseParams(rawParams);
    const cost = tool.costOf(params);
    if (tool.takesImage && request.imageId === undefined) throw badRequest('validation_failed', { imageId: 'field_required' });
    const image = tool.takesImage && request.imageId !== undefined ? await this.deps.images.getOwned(userId, request.imageId) : null;
    if (request.maskImageId !== undefined) await this.deps.images.getOwned(userId, request.maskImageId);
    // Output bounds (issue 18): a size the caller chose past the tool's bound is refused here, free.
    const planned = tool.plannedOutputSize(image, params);
    if (planned && exceedsSide(planned, tool.maxOutputSide)) throw outputTooLarge(tool.maxOutputSide);
    await this.deps.quota?.assertRoom(userId);
    // A tool whose engine the operator has not configured (or that is down) takes nothing.
    if (!(await tool.availability()).available) throw new AppError('engine_unavailable', 503);

    const job = await this.deps.db.transaction(async (tx) => {
      await this.deps.gate.authorizeFeature(userId, tool.feature, cost > 0, tx);
      if (cost > 0) await this.deps.credits.authorize(userId, cost, tx);
      // The request's trace context travels with the job to the process that runs it.
      const inserted = await this.deps.jobs.insertQueued({ userId, tool: tool.name, params, inputImageId: image?.id ?? null, cost, traceContext: currentTraceCarrier() }, tx);
      if (!inserted) throw new AppError('operation_in_progress', 409);
      await this.deps.credits.reserve({ userId, jobId: inserted.id, cost, tool: tool.name }, tx);
      return inserted;
    });
    try {
      await this.deps.queue.enqueue(job.id);
    } catch (error) {
      // The job is committed; the queue's sweep of the jobs table will deliver it.
      this.deps.log.warn({ err: error, jobId: job.id }, 'enqueue failed; the sweep will pick the job up');
    }
    return job;
  }

  /**
   * Queues a free job the server runs for itself (services/jobs/internal-jobs.ts): no tool, no
   * plan gate, no credits. The caller makes sure the user has at most one active.
   */
  async submitInternal(userId: string, name: string, params: Record<string, unknown> = {}): Promise<JobRow> {
    const job = await this.deps.jobs.insertQueued({ userId, tool: name, params, inputImageId: null, cost: 0, traceContext: currentTraceCarrier() });
    if (!job) throw new AppError('operation_in_progress', 409);
    try {
      await this.deps.queue.enqueue(job.id);
    } catch (error) {
      this.deps.log.warn({ err: error, jobId: job.id }, 'enqueue failed; the sweep will pick the job up');
    }
    return job;
  }

  async get(userId: string, jobId: string): Promise<JobRow> {
    const job = await this.deps.jobs.findOwned(userId, jobId);
    if (!job) throw notFound();
    return job;
  }

  list(userId: string, query: JobListQuery): Promise<{ rows: JobRow[]; total: number }> {
    return this.deps.jobs.list(userId, query);
  }

  /**
   * Cancels a queued or running job and gives its credits back in one transaction, then stops
   * the work if it runs here (workers elsewhere notice at their next heartbeat). A finished job
   * is returned unchanged.
   */
  async cancel(userId: string, jobId: string): Promise<JobRow> {
    const existing = await this.get(userId, jobId);
    if (isJobFinished(existing.status)) return existing;
    const cancelled = await this.deps.db.transaction(async (tx) => {
      const row = await this.deps.jobs.cancel(userId, jobId, tx);
      if (row) await this.deps.credits.release({ userId, jobId, cost: row.cost, tool: row.tool }, 'cancelled', tx);
      return row;
    });
    if (!cancelled) return this.get(userId, jobId);
    this.deps.runner.abortLocal(jobId, 'cancelled');
    this.deps.events.publish(jobId);
    return cancelled;
  }

  /**
   * Where the user's waiting jobs among `rows` stand in the fair queue. The estimate divides the
   * work ahead (recent average run time of each tool, and what running jobs have left) by this
   * process's worker threads, and is never less than the user's own work ahead divided by their
   * plan's jobs at once (a free user's third job waits for their first two whatever the threads):
   * a rough figure, not a promise.
   */
  async queuePositions(userId: string, rows: JobRow[]): Promise<Map<string, JobQueuePosition>> {
    const queued = rows.filter((row) => row.status === 'queued' && row.userId === userId).map((row) => row.id);
    const positions = new Map<string, JobQueuePosition>();
    if (queued.length === 0) return positions;
    const slots = Math.max(1, this.deps.pool.size);
    for (const [id, standing] of await this.deps.jobs.queueStandings(userId, queued)) {
      const seconds = Math.max(standing.workSeconds / slots, standing.ownSeconds / Math.max(1, Math.min(standing.cap, slots)));
      positions.set(id, { ahead: standing.ahead, estimatedSeconds: Math.ceil(seconds) });
    }
    return positions;
  }

  /** One job's place in the queue; null unless it is waiting. */
  async queuePosition(userId: string, row: JobRow): Promise<JobQueuePosition | null> {
    return (await this.queuePositions(userId, [row])).get(row.id) ?? null;
  }

  /**
   * The job's states as they change, ending with a finished one (or when the signal aborts).
   * Reacts at once to changes made in this process and re-reads the row periodically for
   * changes made by worker processes.
   */
  async *watch(userId: string, jobId: string, signal: AbortSignal): AsyncGenerator<JobRow> {
    for await (const { job } of this.watchWithQueue(userId, jobId, signal, false)) yield job;
  }

  /** `watch`, with the waiting job's queue position (a change of position is a change too). */
  async *watchWithQueue(userId: string, jobId: string, signal: AbortSignal, withQueue = true): AsyncGenerator<{ job: JobRow; queue: JobQueuePosition | null }> {
    let lastSeen = '';
    while (!signal.aborted) {
      const job = await this.deps.jobs.findOwned(userId, jobId);
      if (!job) return;
      const queue = withQueue ? await this.queuePosition(userId, job) : null;
      const state = `${job.status}:${job.progress}:${job.attempt}:${queue?.ahead ?? ''}`;
      if (state !== lastSeen) {
        lastSeen = state;
        yield { job, queue };
      }
      if (isJobFinished(job.status)) return;
      await this.deps.events.nextChange(jobId, WATCH_POLL_MS, signal);
    }
  }

  /**
   * Hears of job changes made by other processes (scale mode; every role). Not awaited: with
   * Redis away the process still starts, and waiters fall back to their periodic re-read.
   */
  startEvents(): void {
    this.deps.relay?.start((jobId) => this.deps.events.deliver(jobId)).catch((error: unknown) => this.deps.log.warn({ err: error }, 'job events relay did not subscribe'));
  }

  /** Starts running jobs in this process (roles `all` and `worker`); the threads warm up meanwhile. */
  async startProcessing(): Promise<void> {
    this.warming = this.deps.warmUp?.() ?? Promise.resolve();
    await this.deps.queue.start((jobId) => this.deps.runner.execute(jobId));
  }

  /** Settles when the worker threads have warmed up (at once when they do not). */
  whenWarm(): Promise<void> {
    return this.warming;
  }

  /**
   * Stops running jobs: no new one is taken, running ones get `graceMs` to finish and the rest go
   * back to the queue; then the queue and the worker threads close.
   */
  async stop(graceMs = 0): Promise<void> {
    const runnerStopped = this.deps.runner.shutdown(graceMs);
    // Closing the queue at once stops deliveries; BullMQ's close waits for the running ones, which the runner bounds.
    const queueClosed = this.deps.queue.close();
    await runnerStopped;
    await queueClosed;
    await this.deps.pool.close();
    await this.deps.relay?.close();
  }
}

/** Zod issues of a tool's params as `params.<field>` -> catalogue code, for the 400 answer. */
function fieldCodes(error: z.ZodError): Record<string, ErrorCode> {
  const fields: Record<string, ErrorCode> = {};
  for (const issue of error.issues) {
    const path = ['params', ...issue.path.map(String)].join('.');
    fields[path] ??= isErrorCode(issue.message) ? issue.message : 'validation_failed';
  }
  return fields;
}
