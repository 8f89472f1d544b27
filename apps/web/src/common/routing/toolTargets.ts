import type { Language } from '@vitrina/contracts';
import { registeredRoutes } from '../../app/router/registry';

/**
 * The image tools an image can be sent to ("open in another tool", "send to tool"). A tool is
 * offered only when its page is registered, so the menus never lead to a missing page.
 */
export const IMAGE_TOOLS = ['remove-background', 'upscale', 'shadow', 'create-background', 'inpaint', 'outpaint', 'watermarks', 'image-editor'] as const;
export type ImageTool = (typeof IMAGE_TOOLS)[number];

function registeredFirstSegments(): Set<string> {
  return new Set(registeredRoutes.protected.map((route) => (route.path ?? '').split('/')[0] ?? ''));
}

/** Tools with a page, optionally leaving out the one the user is in. */
export function availableImageTools(except?: string): ImageTool[] {
  const segments = registeredFirstSegments();
  return IMAGE_TOOLS.filter((tool) => tool !== except && segments.has(tool));
}

/**
 * Router state of a navigation the user asked for (chose a photo, picked "open in"): only then
 * may a tool's image page start its (paid) job by itself. Opening the address directly, from a
 * bookmark, a shared link or the history, shows the page with a start button instead.
 */
export const START_TOOL_STATE = { startTool: true } as const;

export const isStartToolState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { startTool?: unknown }).startTool === true;

/** The page of `tool` working on image `imageId`. */
export const toolImagePath = (lang: Language, tool: ImageTool, imageId: string): string => `/${lang}/${tool}/${imageId}`;
