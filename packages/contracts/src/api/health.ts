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
