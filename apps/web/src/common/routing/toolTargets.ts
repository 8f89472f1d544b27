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

/** The page of `tool` working on image `imageId`. */
export const toolImagePath = (lang: Language, tool: ImageTool, imageId: string): string => `/${lang}/${tool}/${imageId}`;
