import { parsePrompt, type GenerateParams, type WeightedPart } from '@vitrina/contracts';
import { decodeRaster, encodeRaster, GenerationEngineError, GenerationEngineRegistry, parseEngineAssignments, studioEngine } from '@vitrina/imaging';
import { TaskError, type TaskContext } from '../../workers/task';
import { ensureCutout } from '../shadow/cutout';
import type { GeneratedPart, GeneratedTaskImage } from './generate-parts';

export interface GenerateTaskInput {
  bytes: Uint8Array;
  width: number;
  height: number;
  seed: number;
  params: GenerateParams;
}

export interface GenerateTaskOutput {
  engine: string;
  images: GeneratedTaskImage[];
}

async function encodeScene(scene: { raster: Parameters<typeof encodeRaster>[0]; seed: number }): Promise<GeneratedTaskImage> {
  const encoded = await encodeRaster(scene.raster, 'jpg', { quality: 92 });
  return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength), seed: scene.seed };
}

/** Engines installed in this process; GENERATION_ENGINES (`generate=studio,…`) picks one per tool. */
function engineRegistry(): GenerationEngineRegistry {
  let assignments: Record<string, string>;
  try {
    assignments = parseEngineAssignments(process.env.GENERATION_ENGINES);
  } catch {
    throw new TaskError('service_unavailable', 'GENERATION_ENGINES is not tool=engine,…');
  }
  return new GenerationEngineRegistry('studio', assignments).register(studioEngine);
}

function parts(prompt: string): WeightedPart[] {
  const parsed = parsePrompt(prompt);
  // The route validated the prompt already; a failure here means the contracts changed underneath.
  if (!parsed.ok) throw new TaskError(parsed.problem.code, `prompt refused at ${parsed.problem.index}`);
  return parsed.parts;
}

/** Runs in a pool worker: cut out when the upload has no transparency, then render the scenes. */
export default async function run(input: GenerateTaskInput, context: TaskContext): Promise<GenerateTaskOutput> {
  const { params } = input;
  const engine = (() => {
    try {
      return engineRegistry().forTool('generate');
    } catch (error) {
      if (error instanceof GenerationEngineError) throw new TaskError(error.code, error.message);
      throw error;
    }
  })();
  const raster = await decodeRaster(input.bytes, 4);
  const { cutout, removedBackground } = await ensureCutout(raster, context, 0.4);
  const start = removedBackground ? 0.4 : 0;
  // Each scene is encoded and handed over as soon as the engine finishes it (results show one by one).
  const encoded: Promise<GeneratedTaskImage>[] = [];
  try {
    const scenes = await engine.generate(
      {
        cutout,
        prompt: parts(params.prompt),
        negativePrompt: parts(params.negativePrompt),
        style: params.style,
        theme: params.theme,
        width: input.width,
        height: input.height,
        quantity: params.quantity,
        seed: input.seed,
      },
      {
        signal: context.signal,
        onProgress: (fraction) => context.onProgress(start + fraction * (0.97 - start)),
        onImage: (scene, index) => {
          const image = encodeScene(scene);
          encoded[index] = image;
          void image.then((ready) => context.onPartial?.({ index, image: ready } satisfies GeneratedPart), () => undefined);
        },
      },
    );
    // An engine that does not report scenes one by one still has every scene encoded here.
    const images = await Promise.all(scenes.map((scene, index) => encoded[index] ?? encodeScene(scene)));
    context.onProgress(1);
    return { engine: engine.name, images };
  } catch (error) {
    if (error instanceof GenerationEngineError) throw new TaskError(error.code, error.message);
    throw error;
  }
}
