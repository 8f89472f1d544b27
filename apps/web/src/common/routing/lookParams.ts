/**
 * The parameters of the inspiration look a tool page was opened with ("Use this look", issue 21:
 * the wall navigates with `{ inspirationRecipe }` in the history state), when the look is that
 * tool's; null otherwise. Pages read only the values they know, each checked.
 */
export function lookParams(state: unknown, tool: string): Record<string, unknown> | null {
  const recipe = (state as { inspirationRecipe?: { tool?: unknown; params?: unknown } } | null)?.inspirationRecipe;
  if (recipe?.tool !== tool || !recipe.params || typeof recipe.params !== 'object') return null;
  return recipe.params as Record<string, unknown>;
}

/** A number from a look, kept inside the range the page's control takes; `fallback` when absent. */
export function lookNumber(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}
