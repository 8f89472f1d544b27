import { isErrorCode } from '@vitrina/contracts';
import { z } from 'zod';
import { taskRef } from '../../workers/task';
import type { ToolDefinition } from '../tool';
import type * as TestWaitTaskModule from './test-wait.task';

const testWaitTask = taskRef<typeof TestWaitTaskModule>(new URL('./test-wait.task.ts', import.meta.url));

/** Parameters of the test-only tool; lives here, not in contracts, because it is never public. */
export const testWaitParamsSchema = z
  .object({
    delayMs: z.number().int().min(0).max(60_000).default(0),
    /** `crash` throws a plain Error; a catalogue code throws a TaskError with that code. */
    failWith: z
      .string()
      .refine((value) => value === 'crash' || isErrorCode(value))
      .nullable()
      .default(null),
    cost: z.number().int().min(0).max(10).default(1),
  })
  .strict()
  .default({ delayMs: 0, failWith: null, cost: 1 });

/** Registered only under NODE_ENV=test: a slow, optionally failing tool to drive the job machinery. */
export const testWaitTool: ToolDefinition<typeof testWaitParamsSchema> = {
  name: 'test-wait',
  feature: 'basic_tools',
  summary: 'Test only: wait, then fail or convert to PNG',
  paramsSchema: testWaitParamsSchema,
  cost: (params) => params.cost,
  testOnly: true,
  async run({ image, params }, context) {
    const output = await context.pool.run(
      testWaitTask,
      { bytes: image.bytes, delayMs: params.delayMs, failWith: params.failWith },
      { signal: context.signal, onProgress: context.onProgress },
    );
    return { engine: 'test-wait', outputs: [{ bytes: output.bytes }] };
  },
};
