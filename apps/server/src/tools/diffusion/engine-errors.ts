import { DiffusionError } from '../../adapters/diffusion';
import { ToolError } from '../tool';

/** Engine failures reach the job as catalogue codes ("Generation error"); aborts pass through. */
export async function withEngineErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DiffusionError) throw new ToolError(error.code, error.message);
    // Aborts, tool errors and pool task errors already carry what the runner needs.
    if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TaskError')) throw error;
    if (error instanceof ToolError) throw error;
    throw new ToolError('generation_error', error instanceof Error ? error.message : String(error));
  }
}
