import type { AppConfig } from '../../config/config';
import { ComfyUiEngine } from './comfyui/engine';
import type { DiffusionEngine, DiffusionEngineHealth, DiffusionTaskKind } from './types';

/** The built-in engine's name in GENERATION_ENGINES (`generate=studio` keeps product generation on it). */
export const STUDIO_ENGINE = 'studio';

/**
 * The diffusion engines the operator configured, and which one serves each tool:
 * GENERATION_ENGINES names one per tool (`text-to-image=comfyui`); otherwise the first configured
 * engine that has the task's workflow or model. `generate=studio` keeps product generation on the
 * built-in studio engine even when a diffusion engine is configured.
 */
export class DiffusionEngines {
  constructor(
    private readonly engines: readonly DiffusionEngine[],
    private readonly assignments: Readonly<Record<string, string>> = {},
  ) {}

  get configured(): readonly DiffusionEngine[] {
    return this.engines;
  }

  /** The engine for the tool, or null: none configured, or the tool is assigned to the studio engine. */
  forTool(tool: string, task: DiffusionTaskKind): DiffusionEngine | null {
    const named = this.assignments[tool];
    if (named === STUDIO_ENGINE) return null;
    if (named) return this.engines.find((engine) => engine.name === named && engine.tasks.includes(task)) ?? null;
    return this.engines.find((engine) => engine.tasks.includes(task)) ?? null;
  }

  /** The engine for the tool when it can run the task now (reachable, nodes present), else null. */
  async readyForTool(tool: string, task: DiffusionTaskKind): Promise<DiffusionEngine | null> {
    const engine = this.forTool(tool, task);
    if (!engine) return null;
    const health = await engine.health();
    return health.state !== 'unreachable' && health.tasks.includes(task) ? engine : null;
  }

  health(): Promise<DiffusionEngineHealth[]> {
    return Promise.all(this.engines.map((engine) => engine.health()));
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.engines.map(async (engine) => engine.close?.()));
  }
}

/** Parses `Name: value` (COMFYUI_AUTH_HEADER). */
function header(value: string | undefined): Record<string, string> | undefined {
  if (!value) return undefined;
  const colon = value.indexOf(':');
  return { [value.slice(0, colon).trim()]: value.slice(colon + 1).trim() };
}

export function createDiffusionEngines(config: Pick<AppConfig, 'GENERATION_ENGINES' | 'COMFYUI_URL' | 'COMFYUI_AUTH_HEADER' | 'COMFYUI_CONCURRENCY' | 'COMFYUI_TIMEOUT_MS'>): DiffusionEngines {
  const engines: DiffusionEngine[] = [];
  if (config.COMFYUI_URL) {
    engines.push(new ComfyUiEngine({ url: config.COMFYUI_URL, headers: header(config.COMFYUI_AUTH_HEADER), concurrency: config.COMFYUI_CONCURRENCY, runTimeoutMs: config.COMFYUI_TIMEOUT_MS }));
  }
  return new DiffusionEngines(engines, parseAssignments(config.GENERATION_ENGINES));
}

function parseAssignments(value: string | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of (value ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const [tool, engine] = entry.split('=').map((part) => part.trim());
    if (tool && engine) result[tool] = engine;
  }
  return result;
}
