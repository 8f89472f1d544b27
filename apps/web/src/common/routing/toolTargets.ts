import type { Language } from '@vitrina/contracts';

/**
 * The image tools an image can be sent to ("open in another tool", "send to tool"). A tool is
 * offered only when a registered feature declares it, with its `<tool>/:imageId` page (checked by
 * app/router/manifests.test.ts), so the menus never lead to a missing page.
 */
export const IMAGE_TOOLS = ['remove-background', 'upscale', 'shadow', 'create-background', 'inpaint', 'outpaint', 'watermarks', 'image-editor'] as const;
export type ImageTool = (typeof IMAGE_TOOLS)[number];

/**
 * The tools the registered features declare in their manifests (`toolTargets`). The app sets them
 * when it composes the features (app/router/registry.ts): common/ never imports app/ or a
 * feature, so it is told, not asking.
 */
let registeredTools: ReadonlySet<string> = new Set();

export function setImageToolTargets(tools: Iterable<ImageTool>): void {
  registeredTools = new Set(tools);
}

/** Tools with a page, optionally leaving out the one the user is in. */
export function availableImageTools(except?: string): ImageTool[] {
  return IMAGE_TOOLS.filter((tool) => tool !== except && registeredTools.has(tool));
}

/** The page of `tool` working on image `imageId`. */
export const toolImagePath = (lang: Language, tool: ImageTool, imageId: string): string => `/${lang}/${tool}/${imageId}`;
