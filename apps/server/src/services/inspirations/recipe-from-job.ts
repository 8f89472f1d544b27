import { PUBLISHABLE_TOOLS, type InspirationRecipe, type InspirationTool } from '@vitrina/contracts';

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value.slice(0, 255) : null);

/** A gallery result of one of these tools may be published (infographic cards are not gallery images). */
export function isInspirationTool(tool: string): tool is InspirationTool {
  return (PUBLISHABLE_TOOLS as readonly string[]).includes(tool);
}

/**
 * The recipe of a published result, from its job's parameters. Anything that points at the
 * author's private files (masks, an uploaded backdrop) is left out: the look must not leak them,
 * and "Use this look" runs on the viewer's own product anyway.
 */
export function recipeFromJob(tool: InspirationTool, jobParams: Record<string, unknown>): InspirationRecipe {
  const params: Record<string, unknown> = { ...jobParams };
  delete params.maskImageId;
  delete params.imageId;
  const background = params.background as { type?: string; id?: unknown } | undefined;
  if (background?.type === 'image') delete params.background;
  return {
    tool,
    style: tool === 'generate' ? text(params.style) : null,
    theme: tool === 'generate' ? text(params.theme) : null,
    prompt: tool === 'generate' ? text(params.prompt) : null,
    size: text(tool === 'create-background' ? params.sizeId : params.size),
    template: text(tool === 'shadow' ? params.presetId : background?.type === 'system' ? background.id : null),
    params,
  };
}
