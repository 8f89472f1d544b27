import { z } from 'zod';

export const engineStatusSchema = z.object({
  id: z.string(),
  tools: z.array(z.string()),
  kind: z.enum(['neural', 'algorithm', 'compositing', 'diffusion']),
  ready: z.boolean(),
  /** Diffusion engines: ready, missing-nodes (ComfyUI lacks node classes the workflows use), unreachable, misconfigured. */
  state: z.enum(['ready', 'missing-nodes', 'unreachable', 'misconfigured']).optional(),
  missingNodes: z.array(z.string()).optional(),
  problem: z.string().optional(),
});

export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['ok', 'error']), latencyMs: z.number() }),
    queue: z.object({ kind: z.enum(['in-process', 'bullmq']), status: z.enum(['ok', 'error']) }),
    engines: z.array(engineStatusSchema),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/health/live`: the process answers (no dependency is consulted). */
export const livenessResponseSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

export const READINESS_CHECKS = ['database', 'queue', 'storage', 'engines'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

/** `GET /api/health/ready`: 200 when every check passes, 503 naming the failing ones. */
export const readinessResponseSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    /** The checks that failed, e.g. `["database"]`. */
    failing: z.array(z.enum(READINESS_CHECKS)),
    checks: z.record(z.enum(READINESS_CHECKS), z.object({ ok: z.boolean(), detail: z.string().optional() })),
  })
  .meta({ id: 'Readiness' });
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
