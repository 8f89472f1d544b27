import { isErrorCode, isJobFinished, PUBLIC_API_FIELDS, type ApiAccount, type ApiUsageDay, type ErrorCode, type Language } from '@vitrina/contracts';
import type { JobRow } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { errorBody } from '../../http/error-handler';
import type { PublicApiRepository } from '../../repositories/public-api.repository';
import type { RegisteredTool, ToolRegistry } from '../../tools';
import type { CreditsService } from '../credits.service';
import type { ImagesService } from '../images.service';
import { CONTENT_TYPES } from '../images.service';
import type { JobsService } from '../jobs.service';
import { toJobDto } from '../jobs/job-dto';
import type { ApiKeysService } from '../accounts/api-keys.service';
import { uploadRule } from '../images/upload-rules';
import { creditHeaders, JOB_ID_HEADER, OUTPUT_COUNT_HEADER, type ApiAnswer } from './api-answer';
import type { ApiLimitsLookup } from './api-limits';
import { camelName, paramsFromFields } from './tool-fields';

export interface PublicApiDependencies {
  jobs: JobsService;
  images: ImagesService;
  tools: ToolRegistry;
  credits: CreditsService;
  apiKeys: ApiKeysService;
  repository: PublicApiRepository;
  limitsFor: ApiLimitsLookup;
  /** How long a synchronous call waits for its job before answering 202 with it instead. */
  syncWaitMs?: number;
}

export interface ToolCall {
  /** Null for tools that take no image (prompt-only). */
  image: Buffer | null;
  mask: Buffer | null;
  fields: Record<string, unknown>;
  encoding: 'multipart' | 'json';
  respondAsync: boolean;
  language: Language;
}

const DEFAULT_SYNC_WAIT_MS = 300_000;
const USAGE_DAYS = 30;

/** Job failures a caller can fix (their input) answer 422; the engine's own failures 500. */
const serverSideFailure = (code: string) => code === 'generation_error' || code === 'something_went_wrong';

/**
 * The public API over the same services the web app uses: an upload goes through the images
 * pipeline, a tool run through JobsService.submit (ownership, validation by the tool's contract,
 * plan gating, credits, queue), so the API adds transport only: multipart in, image bytes out.
 */
export class PublicApiService {
  constructor(private readonly deps: PublicApiDependencies) {}

  /** The tools /api/v1 offers: every tool the server runs, except test-only ones. */
  tools(): RegisteredTool[] {
    // product-cutout is the web's CreateProduct step (remove-background serves the same).
    return this.deps.tools.list().filter((tool) => !tool.testOnly && tool.name !== 'product-cutout');
  }

  /** Runs a tool for the key's owner; the answer is final (the job's failure is an answer too). */
  async runTool(userId: string, tool: RegisteredTool, call: ToolCall): Promise<ApiAnswer> {
    const webhookUrl = parseWebhookUrl(call.fields[PUBLIC_API_FIELDS.webhook]);
    const params = paramsFromFields(tool.paramsSchema, call.fields, call.encoding);
    checkParams(tool, params, call.mask !== null, call.fields);
    if (tool.takesImage && !call.image) throw new AppError('image_file_required', 400, { [PUBLIC_API_FIELDS.image]: 'image_file_required' });
    const stored: string[] = [];
    let job: JobRow;
    try {
      // Prompt-only tools (text-to-image) start from their parameters alone.
      const image = call.image ? await this.ingest(userId, call.image, tool.name === 'shadow' ? 'shadow' : 'product', PUBLIC_API_FIELDS.image) : undefined;
      if (image) stored.push(image);
      const mask = call.mask ? await this.ingest(userId, call.mask, 'mask', PUBLIC_API_FIELDS.mask) : undefined;
      if (mask) stored.push(mask);
      job = await this.deps.jobs.submit(userId, tool.name, { imageId: image, maskImageId: mask, params });
    } catch (error) {
      // A refused call leaves nothing behind: the uploads it stored go again.
      await this.deps.images.deleteIfUnused(stored);
      throw error;
    }
    await this.deps.repository.recordJob(job.id, userId, webhookUrl);
    if (call.respondAsync) return this.accepted(userId, job, call.language);
    const finished = await this.waitForFinish(userId, job.id);
    if (!finished) return this.accepted(userId, await this.deps.jobs.get(userId, job.id), call.language);
    return this.finishedAnswer(userId, finished, call.language);
  }

  /** `GET /api/v1/jobs/:id/result`: the output bytes of a succeeded job. */
  async result(userId: string, jobId: string, index: number): Promise<{ bytes: Buffer; contentType: string; job: JobRow }> {
    const job = await this.deps.jobs.get(userId, jobId);
    if (job.status === 'failed') {
      const code = (job.errorCode ?? 'generation_error') as ErrorCode;
      throw new AppError(code, serverSideFailure(code) ? 500 : 422);
    }
    if (!isJobFinished(job.status)) throw new AppError('job_not_finished', 409);
    const output = job.outputs[index];
    if (job.status !== 'succeeded' || !output) throw notFound();
    const record = await this.deps.images.getOwned(userId, output.imageId);
    return { bytes: await this.deps.images.readBytes(record), contentType: CONTENT_TYPES[record.format], job };
  }

  async account(userId: string): Promise<ApiAccount> {
    const [summary, limits, key] = await Promise.all([this.deps.credits.summary(userId), this.deps.limitsFor(userId), this.deps.apiKeys.info(userId)]);
    return {
      plan: summary.plan,
      status: summary.status,
      activeUntil: summary.activeUntil,
      balance: summary.balance,
      reserved: summary.reserved,
      limits,
      key: { preview: key.preview, createdAt: key.createdAt, lastUsedAt: key.lastUsedAt },
    };
  }

  /** Calls and credits per UTC day for the last 30 days (oldest first, days without calls as zeros). */
  async usage(userId: string, now = new Date()): Promise<ApiUsageDay[]> {
    const days: string[] = [];
    for (let offset = USAGE_DAYS - 1; offset >= 0; offset -= 1) {
      days.push(new Date(now.getTime() - offset * 86_400_000).toISOString().slice(0, 10));
    }
    const { calls, credits } = await this.deps.repository.usageSince(userId, days[0] ?? '');
    return days.map((day) => ({ day, calls: calls.get(day) ?? 0, credits: credits.get(day) ?? 0 }));
  }

  /** Counts a call for the usage chart and the key's last-used time (after the answer went out). */
  async recordCall(userId: string, at = new Date()): Promise<void> {
    await Promise.all([this.deps.repository.countCall(userId, at), this.deps.apiKeys.touch(userId, at)]);
  }

  private async ingest(userId: string, bytes: Buffer, purpose: 'product' | 'shadow' | 'mask', field: string): Promise<string> {
    try {
      return (await this.deps.images.ingestUpload(userId, { bytes }, purpose)).id;
    } catch (error) {
      // Name the field and the limit: the message is the spec's, `data` says which rule refused it.
      if (error instanceof AppError) throw new AppError(error.code, error.statusCode, { [field]: error.code }, { field, ...limitOf(error.code, purpose) });
      throw error;
    }
  }

  private async waitForFinish(userId: string, jobId: string): Promise<JobRow | null> {
    const signal = AbortSignal.timeout(this.deps.syncWaitMs ?? DEFAULT_SYNC_WAIT_MS);
    let last: JobRow | null = null;
    for await (const state of this.deps.jobs.watch(userId, jobId, signal)) last = state;
    return last && isJobFinished(last.status) ? last : null;
  }

  private async accepted(userId: string, job: JobRow, language: Language): Promise<ApiAnswer> {
    const balance = await this.deps.credits.balance(userId);
    return {
      statusCode: 202,
      headers: { ...creditHeaders(job.cost, balance), [JOB_ID_HEADER]: job.id, location: `/api/v1/jobs/${job.id}` },
      body: { data: toJobDto(job, language) },
    };
  }

  private async finishedAnswer(userId: string, job: JobRow, language: Language): Promise<ApiAnswer> {
    const balance = await this.deps.credits.balance(userId);
    if (job.status === 'succeeded' && job.outputs[0]) {
      const format = job.outputs[0].format;
      return {
        statusCode: 200,
        headers: {
          ...creditHeaders(job.cost, balance),
          [JOB_ID_HEADER]: job.id,
          [OUTPUT_COUNT_HEADER]: String(job.outputs.length),
          'content-type': CONTENT_TYPES[format],
          'content-disposition': `inline; filename="${job.id}.${format}"`,
        },
        image: { jobId: job.id, index: 0 },
      };
    }
    const code = (job.status === 'failed' ? (job.errorCode ?? 'generation_error') : 'generation_error') as ErrorCode;
    return {
      statusCode: serverSideFailure(code) ? 500 : 422,
      headers: { ...creditHeaders(0, balance), [JOB_ID_HEADER]: job.id },
      body: errorBody(code, language),
    };
  }
}

/** A stand-in mask id, so parameters can be checked before the mask is stored. */
const PENDING_MASK_ID = '00000000-0000-4000-8000-000000000000';

/** Validates the parameters by the tool's contract before anything is stored (400 naming each field). */
function checkParams(tool: RegisteredTool, params: Record<string, unknown>, hasMask: boolean, sent: Record<string, unknown>): void {
  // A mask sent to a tool that takes none fails here as an unknown `maskImageId`, reported as mask_file.
  const parsed = tool.paramsSchema.safeParse(hasMask ? { ...params, maskImageId: PENDING_MASK_ID } : params);
  if (parsed.success) return;
  const fields: Record<string, ErrorCode> = {};
  // Errors name the field as it was sent (`aspect_ratio` when the caller wrote it so).
  const snakeSent = new Map(Object.keys(sent).filter((name) => name.includes('_')).map((name) => [camelName(name), name]));
  const fieldName = (path: string) => (path === 'maskImageId' ? PUBLIC_API_FIELDS.mask : path in sent ? path : (snakeSent.get(path) ?? path));
  for (const issue of parsed.error.issues) {
    // Unknown fields are reported one by one under their own names.
    const paths = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.') || '_'];
    for (const path of paths) fields[fieldName(path)] ??= isErrorCode(issue.message) ? issue.message : 'validation_failed';
  }
  throw badRequest(Object.keys(fields).length === 1 ? (Object.values(fields)[0] ?? 'validation_failed') : 'validation_failed', fields);
}

function parseWebhookUrl(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  let url: URL;
  try {
    if (typeof value !== 'string') throw new TypeError('webhook_url is not text');
    url = new URL(value);
  } catch {
    throw new AppError('webhook_url_invalid', 400, { [PUBLIC_API_FIELDS.webhook]: 'webhook_url_invalid' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('webhook_url_invalid', 400, { [PUBLIC_API_FIELDS.webhook]: 'webhook_url_invalid' });
  }
  return url.toString();
}

/** The rule an upload refusal stands for, for the error's `data`. */
function limitOf(code: ErrorCode, purpose: 'product' | 'shadow' | 'mask'): Record<string, unknown> {
  const rule = uploadRule(purpose);
  switch (code) {
    case 'file_too_large':
    case 'file_too_large_shadow':
      return { limit: 'max_bytes', maxBytes: rule.maxBytes };
    case 'image_too_big':
      return rule.maxDimensionExclusive === null ? { limit: 'max_pixels' } : { limit: 'max_dimension', maxDimensionExclusive: rule.maxDimensionExclusive };
    case 'file_type':
      return { limit: 'file_type', accepted: ['image/jpeg', 'image/png', 'image/webp'] };
    default:
      return { limit: code };
  }
}
