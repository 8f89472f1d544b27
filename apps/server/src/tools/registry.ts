import { OUTPUT_LIMITS, type PlanFeature } from '@vitrina/contracts';
import type { z } from 'zod';
import { ToolError, type OutputSize, type PromptToolDefinition, type ToolAvailability, type ToolContext, type ToolDefinition, type ToolImage, type ToolResult } from './tool';

/** A tool as the job machinery sees it: parameters are validated by the tool's own schema. */
export interface RegisteredTool {
  name: string;
  summary: string;
  /** The plan feature a run needs; checked where jobs are created. */
  feature: PlanFeature;
  paramsSchema: z.ZodType;
  testOnly: boolean;
  /** False for tools that start from parameters alone (no input image). */
  takesImage: boolean;
  availability(): Promise<ToolAvailability>;
  /** Validates and fills defaults; throws a ZodError on bad input. */
  parseParams(raw: unknown): Record<string, unknown>;
  /** Credits for a run with default parameters; null when the tool has required parameters and a variable cost. */
  baseCost: number | null;
  /** Credits for a run with these (already parsed) parameters. */
  costOf(params: Record<string, unknown>): number;
  /** Longest side an output may have (documented per tool in the tools README). */
  maxOutputSide: number;
  /** The size these (parsed) parameters ask for, when the caller chooses it; null otherwise. */
  plannedOutputSize(image: { width: number; height: number } | null, params: Record<string, unknown>): OutputSize | null;
  run(image: ToolImage | null, params: Record<string, unknown>, context: ToolContext): Promise<ToolResult>;
}

const ALWAYS_AVAILABLE: ToolAvailability = { available: true, engine: null };

/** The tools this server offers. Each tool issue adds its definition in tools/index.ts. */
export class ToolRegistry {
  private readonly tools = new Map<string, RegisteredTool>();

  register<Schema extends z.ZodType>(definition: ToolDefinition<Schema> | PromptToolDefinition<Schema>): this {
    if (this.tools.has(definition.name)) throw new Error(`Tool "${definition.name}" is registered twice`);
    if (!/^[a-z][a-z0-9-]*$/.test(definition.name)) throw new Error(`Tool name "${definition.name}" must be kebab-case`);
    const parse = (raw: unknown): z.output<Schema> => definition.paramsSchema.parse(raw);
    const defaults = definition.paramsSchema.safeParse(undefined);
    const cost = definition.cost;
    const baseCost = typeof cost === 'number' ? cost : defaults.success ? cost(defaults.data) : null;
    this.tools.set(definition.name, {
      name: definition.name,
      summary: definition.summary,
      feature: definition.feature,
      paramsSchema: definition.paramsSchema,
      testOnly: definition.testOnly ?? false,
      takesImage: !('takesImage' in definition && definition.takesImage === false),
      availability: definition.availability ?? (() => Promise.resolve(ALWAYS_AVAILABLE)),
      baseCost,
      parseParams: (raw) => parse(raw) as Record<string, unknown>,
      costOf: (params) => (typeof cost === 'number' ? cost : cost(parse(params))),
      maxOutputSide: definition.maxOutputSide ?? OUTPUT_LIMITS.maxSide,
      plannedOutputSize: (image, params) => {
        try {
          return definition.plannedOutputSize?.({ image, params: parse(params) }) ?? null;
        } catch (error) {
          // Other refusals (an unknown size id…) stay the run's to report, as before.
          if (error instanceof ToolError) return null;
          throw error;
        }
      },
      run: (image, params, context) => {
        if ('takesImage' in definition && definition.takesImage === false) return definition.run({ params: parse(params) }, context);
        if (!image) throw new ToolError('validation_failed', `${definition.name} needs an input image`);
        return (definition as ToolDefinition<Schema>).run({ image, params: parse(params) }, context);
      },
    });
    return this;
  }

  get(name: string): RegisteredTool | undefined {
    return this.tools.get(name);
  }

  list(): RegisteredTool[] {
    return [...this.tools.values()];
  }
}
