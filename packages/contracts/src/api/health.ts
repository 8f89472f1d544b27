import { z } from 'zod';

export const engineStatusSchema = z.object({
  id: z.string(),
  tools: z.array(z.string()),
  kind: z.enum(['neural', 'algorithm', 'compositing']),
  ready: z.boolean(),
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
