import { GenerationEngineError, type GenerationEngine } from './engine';

/**
 * Which engine serves which generation tool. Configuration is a map tool → engine name (for
 * example from `GENERATION_ENGINES=generate=studio,text-to-image=comfyui`); a tool not named
 * there gets the registry's default engine.
 */
export class GenerationEngineRegistry {
  private readonly engines = new Map<string, GenerationEngine>();

  constructor(
    private readonly defaultEngine: string,
    private readonly byTool: Readonly<Record<string, string>> = {},
  ) {}

  register(engine: GenerationEngine): this {
    if (this.engines.has(engine.name)) throw new Error(`Generation engine ${engine.name} is registered twice`);
    this.engines.set(engine.name, engine);
    return this;
  }

  names(): string[] {
    return [...this.engines.keys()];
  }

  /** The engine configured for `tool`; service_unavailable when it is not installed. */
  forTool(tool: string): GenerationEngine {
    const name = this.byTool[tool] ?? this.defaultEngine;
    const engine = this.engines.get(name);
    if (!engine) throw new GenerationEngineError('service_unavailable', `Generation engine ${name} (for ${tool}) is not available`);
    return engine;
  }
}

/** Parses `tool=engine,tool=engine`; throws RangeError naming the bad entry. */
export function parseEngineAssignments(value: string | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of (value ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const match = /^([a-z0-9-]+)=([a-z0-9-]+)$/.exec(entry);
    if (!match?.[1] || !match[2]) throw new RangeError(`expected tool=engine, got ${JSON.stringify(entry)}`);
    result[match[1]] = match[2];
  }
  return result;
}
