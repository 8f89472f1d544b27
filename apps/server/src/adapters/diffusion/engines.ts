import type { AppConfig } from '../../config/config';
import { ComfyUiEngine } from './comfyui/engine';
import { FalEngine } from './fal/engine';
import type { DiffusionEngine, DiffusionEngineHealth, DiffusionTaskKind } from './types';

/** The built-in engine's name in GENERATION_ENGINES (`generate=studio` keeps product generation on it). */
export const STUDIO_ENGINE = 'studio';

/**
 * The diffusion engines the operator configured, and which one serves each tool:
 * GENERATION_ENGINES names one per tool (`text-to-image=comfyui`); otherwise the first configured
 * engine that has the task's workflow or model (and, to run, the first that can run it now). `generate=studio` keeps product generation on the
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

  /**
   * The engine for the tool when it can run the task now (reachable, nodes present), else null.
   * An engine GENERATION_ENGINES names is the only candidate; otherwise the first configured engine
   * that can run the task now, so a ComfyUI that is down or lacks a workflow's nodes leaves the
   * task to the hosted engine when one is configured.
   */
  async readyForTool(tool: string, task: DiffusionTaskKind): Promise<DiffusionEngine | null> {
    const named = this.assignments[tool];
    if (named) return this.whenReady(this.forTool(tool, task), task);
    for (const engine of this.engines) {
      if (engine.tasks.includes(task) && (await this.whenReady(engine, task))) return engine;
    }
    return null;
  }

  /**
   * For tools whose built-in CPU engine stays the default (inpaint, outpaint): the engine only when
   * GENERATION_ENGINES names one for the tool (`inpaint=comfyui`) and it can run the task now.
   */
  async assignedReadyForTool(tool: string, task: DiffusionTaskKind): Promise<DiffusionEngine | null> {
    const named = this.assignments[tool];
    if (!named || named === STUDIO_ENGINE) return null;
    return this.whenReady(this.forTool(tool, task), task);
  }

  private async whenReady(engine: DiffusionEngine | null, task: DiffusionTaskKind): Promise<DiffusionEngine | null> {
    if (!engine) return null;
    const health = await engine.health();
    return health.state !== 'unreachable' && health.state !== 'misconfigured' && health.tasks.includes(task) ? engine : null;
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

type EngineConfig = Pick<AppConfig, 'GENERATION_ENGINES' | 'COMFYUI_URL' | 'COMFYUI_AUTH_HEADER' | 'COMFYUI_CONCURRENCY' | 'COMFYUI_TIMEOUT_MS' | 'FAL_KEY' | 'FAL_PROXY_URL' | 'FAL_TIMEOUT_MS'>;

/** ComfyUI first: when both are configured and GENERATION_ENGINES names neither, the operator's own GPU serves. */
export function createDiffusionEngines(config: EngineConfig): DiffusionEngines {
  const engines: DiffusionEngine[] = [];
  if (config.COMFYUI_URL) {
    engines.push(new ComfyUiEngine({ url: config.COMFYUI_URL, headers: header(config.COMFYUI_AUTH_HEADER), concurrency: config.COMFYUI_CONCURRENCY, runTimeoutMs: config.COMFYUI_TIMEOUT_MS }));
  }
  if (config.FAL_KEY) engines.push(new FalEngine({ key: config.FAL_KEY, proxyUrl: config.FAL_PROXY_URL, runTimeoutMs: config.FAL_TIMEOUT_MS }));
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
