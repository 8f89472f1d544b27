/**
 * Turns a tool's frequent progress callbacks into at most one write per interval, never two at
 * once, always ending with the latest value seen.
 */
export class ProgressWriter {
  private latest: number | null = null;
  private lastWriteAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly write: (fraction: number) => Promise<void>,
    private readonly intervalMs: number,
  ) {}

  report(fraction: number): void {
    if (this.stopped || !Number.isFinite(fraction)) return;
    this.latest = Math.min(1, Math.max(0, fraction));
    if (this.timer) return;
    const wait = Math.max(0, this.lastWriteAt + this.intervalMs - Date.now());
    this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Stops writing and waits for a write in flight; call before recording the job's outcome. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.writing;
  }

  private flush(): void {
    this.timer = undefined;
    const value = this.latest;
    this.latest = null;
    if (value === null || this.stopped) return;
    this.lastWriteAt = Date.now();
    this.writing = this.writing.then(() => this.write(value));
  }
}
