import type { Language } from '@vitrina/contracts';

/**
 * The image tools an image can be sent to ("open in another tool", "send to tool"). A tool is
 * offered only when its page is registered, so the menus never lead to a missing page.
 */
export const IMAGE_TOOLS = ['remove-background', 'upscale', 'shadow', 'create-background', 'inpaint', 'outpaint', 'watermarks', 'image-editor'] as const;
export type ImageTool = (typeof IMAGE_TOOLS)[number];

/**
 * First path segments of the registered pages. The app sets them when it composes the features
 * (app/router/registry.ts): common/ never imports app/ or a feature, so it is told, not asking.
 */
let registeredSegments: ReadonlySet<string> = new Set();

export function setRegisteredPageSegments(segments: Iterable<string>): void {
  registeredSegments = new Set(segments);
}

/** Tools with a page, optionally leaving out the one the user is in. */
export function availableImageTools(except?: string): ImageTool[] {
  return IMAGE_TOOLS.filter((tool) => tool !== except && registeredSegments.has(tool));
}

/** The page of `tool` working on image `imageId`. */
export const toolImagePath = (lang: Language, tool: ImageTool, imageId: string): string => `/${lang}/${tool}/${imageId}`;
