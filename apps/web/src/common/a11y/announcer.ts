import { create } from 'zustand';

/** What the page's polite live region says; `at` counts announcements, so a repeated message is said again. */
interface AnnouncerState {
  message: string;
  at: number;
  announce: (message: string) => void;
}

export const useAnnouncer = create<AnnouncerState>()((set) => ({
  message: '',
  at: 0,
  announce: (message) => set((state) => ({ message, at: state.at + 1 })),
}));

/** Says `message` to screen-reader users, politely (after what they are hearing). */
export const announce = (message: string): void => useAnnouncer.getState().announce(message);

/**
 * What is announced about a job when it changes: its start, every quarter of its progress, its end
 * and its error. Returns null when nothing worth saying changed (progress polls every 600 ms).
 */
export function jobAnnouncement(
  previous: { status: string; progress: number } | undefined,
  job: { status: string; progress: number; error?: { message: string } | null },
  texts: { queued: string; running: (percent: number) => string; succeeded: string; failed: (reason: string) => string; cancelled: string },
): string | null {
  if (previous?.status === job.status && job.status !== 'running') return null;
  const quarter = (progress: number) => Math.floor(progress * 4);
  switch (job.status) {
    case 'queued':
      return texts.queued;
    case 'running':
      if (previous?.status === 'running' && quarter(previous.progress) === quarter(job.progress)) return null;
      return texts.running(quarter(job.progress) * 25);
    case 'succeeded':
      return texts.succeeded;
    case 'failed':
      return texts.failed(job.error?.message ?? '');
    case 'cancelled':
      return texts.cancelled;
    default:
      return null;
  }
}
