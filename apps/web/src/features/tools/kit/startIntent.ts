/**
 * Whether a tool page may start the tool by itself. Only when the user has just asked for it
 * (uploaded or picked a photo on the tool's first page): that page opens the image page with this
 * history state. A typed, shared or bookmarked address without `?job=` never spends a credit; it
 * shows a button instead. The image page drops the state as it starts, so a reload does not
 * start the tool a second time.
 */
export interface StartIntent {
  startTool: string;
  imageId: string;
}

export function startIntent(tool: string, imageId: string): StartIntent {
  return { startTool: tool, imageId };
}

/** True when `state` (react-router's location.state) asks to run `tool` on `imageId`. */
export function wantsStart(state: unknown, tool: string, imageId: string): boolean {
  if (typeof state !== 'object' || state === null) return false;
  const intent = state as Partial<StartIntent>;
  return intent.startTool === tool && intent.imageId === imageId && imageId !== '';
}

export type AutoStart = 'when-asked' | 'always';

/**
 * What a tool's image page does on opening: nothing when a job is named (it shows that job), the
 * tool when it is free (`always`) or was just asked for, otherwise it waits for the user's click.
 */
export function openingAction(jobId: string | null, autoStart: AutoStart, asked: boolean): 'show-job' | 'start' | 'wait-for-user' {
  if (jobId) return 'show-job';
  return autoStart === 'always' || asked ? 'start' : 'wait-for-user';
}
