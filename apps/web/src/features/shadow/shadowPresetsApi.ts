import type { ShadowPreset, ShadowPresetInput } from '@vitrina/contracts';
import { api, unwrap } from '../../common/api';

/** /api/shadow-presets: the system presets and the user's own. */
export const shadowPresetsApi = {
  list: () => unwrap(api.GET('/shadow-presets')).then((answer) => answer.data),
  create: (input: ShadowPresetInput) => unwrap(api.POST('/shadow-presets', { body: input })).then((answer) => answer.data),
  update: (id: string, input: ShadowPresetInput) => unwrap(api.PUT('/shadow-presets/{id}', { params: { path: { id } }, body: input })).then((answer) => answer.data),
  remove: (id: string) => unwrap(api.DELETE('/shadow-presets/{id}', { params: { path: { id } } })),
};

/** What the shadow tool is sent for a preset: a system one by id, one of mine inline. */
export function shadowParamsFor(preset: ShadowPreset | undefined): Record<string, unknown> {
  if (!preset) return {};
  if (preset.system) return { presetId: preset.id };
  const { format, padding, angle, zoom, background } = preset;
  return { preset: { format, padding, angle, zoom, background } };
}
