import { DEFAULT_SHADOW_PRESET_ID, shadowParamsSchema, type ShadowPresetValues } from '@vitrina/contracts';
import { findSystemShadowPreset } from '@vitrina/imaging';
import { taskRef } from '../../workers/task';
import { ToolError, type ToolDefinition } from '../tool';
import type * as ShadowTask from './shadow.task';

const shadowTask = taskRef<typeof ShadowTask>(new URL('./shadow.task.ts', import.meta.url));

/** The preset a run uses: inline values (a user's own preset is sent this way), or a system preset by id. */
export function resolveShadowPreset(params: { presetId?: string | undefined; preset?: ShadowPresetValues | undefined }): ShadowPresetValues {
  if (params.preset) return params.preset;
  const system = findSystemShadowPreset(params.presetId ?? DEFAULT_SHADOW_PRESET_ID);
  if (!system) throw new ToolError('not_found');
  const { format, padding, angle, zoom, background } = system;
  return { format: { ...format }, padding: typeof padding === 'number' ? padding : { ...padding }, angle, zoom, background };
}

/** A shadow at a preset's exact size; a photo without transparency is cut out first (ISNet). */
export const shadowTool: ToolDefinition<typeof shadowParamsSchema> = {
  name: 'shadow',
  feature: 'shadow',
  summary: 'Place the product (cut out first when the photo has no transparency) on a preset format with a front, top or isometric shadow',
  paramsSchema: shadowParamsSchema,
  // One generation, whether or not the background had to be removed first.
  cost: 1,
  plannedOutputSize: ({ params }) => resolveShadowPreset(params).format,
  async run({ image, params }, context) {
    const preset = resolveShadowPreset(params);
    // JPG has no alpha: a transparent preset is encoded as PNG instead of silently flattening.
    const format = preset.background === 'transparent' && params.format === 'jpg' ? 'png' : params.format;
    const output = await context.pool.run(shadowTask, { bytes: image.bytes, preset, controls: params.controls, format }, { signal: context.signal, onProgress: context.onProgress });
    return {
      engine: output.removedBackground ? 'isnet-quality+shadow' : 'shadow',
      outputs: [{ bytes: output.bytes, fields: { size: `${output.width}x${output.height}`, style: preset.angle } }],
    };
  },
};
