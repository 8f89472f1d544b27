import { getPriority, setPriority } from 'node:os';

/**
 * Lowers the scheduling priority (raises the nice value) of the calling thread, so that image
 * work yields the CPU to the API's event loop whenever both want it: on a 2-core box, ONNX
 * Runtime's threads otherwise take an even share from the API thread and reads wait seconds.
 * On Linux the nice value belongs to each thread (setpriority on "process 0" is the calling
 * thread), and threads inherit it, so ONNX Runtime's pools created later in this thread run at
 * the same low priority. Elsewhere the call would lower the whole process, so it does nothing.
 * Raising one's own nice value needs no privilege. Returns whether it applied.
 */
export function lowerThreadPriority(niceness: number): boolean {
  if (process.platform !== 'linux' || niceness <= 0) return false;
  try {
    // Never lower a nice value the operator already set higher (that would need privilege).
    setPriority(0, Math.max(getPriority(0), niceness));
    return true;
  } catch {
    // A sandbox that forbids setpriority: the thread keeps the default priority.
    return false;
  }
}
