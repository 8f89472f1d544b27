import type { ErrorCode, ImageFormat, PlanFeature } from '@vitrina/contracts';
import type { z } from 'zod';
import type { WorkerPool } from '../workers/worker-pool';

/** An image a tool reads, already checked to belong to the job's user (or to be a system image). */
export interface ToolImage {
  id: string;
  bytes: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

export interface ToolContext {
  /** CPU work goes here (`pool.run(taskRef, input, { signal, onProgress })`), never on the event loop. */
  pool: WorkerPool;
  /** Aborted when the job is cancelled or the process shuts down. */
  signal: AbortSignal;
  /** 0..1; throttled before it reaches the database. */
  onProgress: (fraction: number) => void;
  /** Reads another image the job's user may use (a mask, a reference); not_found otherwise. */
  readImage: (imageId: string) => Promise<ToolImage>;
  /**
   * One output of a batch, ready before the others: stored and shown on the job at once. The
   * final result must still list every output (index i there is this output i).
   */
  onPartialOutput?: (index: number, output: ToolOutput) => void;
}

/** Fields the gallery shows for an output (generated image), when the tool has them. */
export interface GeneratedImageFields {
  prompt?: string | null;
  negativePrompt?: string | null;
  style?: string | null;
  theme?: string | null;
  size?: string | null;
}

export interface ToolOutput {
  /** Encoded JPG, PNG or WEBP. */
  bytes: Uint8Array;
  fields?: GeneratedImageFields;
}

export interface ToolResult {
  /** Which engine produced the outputs (shown on the job and the generated images). */
  engine: string;
  outputs: ToolOutput[];
}

/** Whether a tool can run here now, and on which engine (GET /api/tools; 503 engine_unavailable when not). */
export interface ToolAvailability {
  available: boolean;
  engine: string | null;
}

export interface ToolDefinition<Schema extends z.ZodType> {
  /** The `:tool` of `POST /api/tools/:tool`. */
  name: string;
  /** One line for the API documentation. */
  summary: string;
  /** The plan feature this tool needs (services/billing/catalog.json lists each plan's features). */
  feature: PlanFeature;
  /** From packages/contracts; validates the request body's `params` and supplies defaults. */
  paramsSchema: Schema;
  /** Credits one run takes (a function when it depends on the parameters, e.g. a quantity). */
  cost: number | ((params: z.output<Schema>) => number);
  /** Test-only tools are registered under NODE_ENV=test and left out of the API documentation. */
  testOnly?: boolean;
  /** Tools that need an engine the operator configures say whether it is there (checked before a job is accepted). */
  availability?: () => Promise<ToolAvailability>;
  /** Longest side an output may have; OUTPUT_LIMITS.maxSide (4096) unless the tool says otherwise. */
  maxOutputSide?: number;
  /**
   * The output size these parameters ask for, when the tool lets the caller choose it (resize,
   * exact formats, upscale): checked against maxOutputSide before a job is accepted.
   */
  plannedOutputSize?: (input: { image: { width: number; height: number } | null; params: z.output<Schema> }) => OutputSize | null;
  run(input: { image: ToolImage; params: z.output<Schema> }, context: ToolContext): Promise<ToolResult>;
}

export interface OutputSize {
  width: number;
  height: number;
}

/** A tool that starts from its parameters alone (text-to-image): requests carry no imageId. */
export interface PromptToolDefinition<Schema extends z.ZodType> extends Omit<ToolDefinition<Schema>, 'run'> {
  takesImage: false;
  run(input: { params: z.output<Schema> }, context: ToolContext): Promise<ToolResult>;
}

/** A failure a tool reports on purpose, shown to the user with this catalogue code. */
export class ToolError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'ToolError';
  }
}
