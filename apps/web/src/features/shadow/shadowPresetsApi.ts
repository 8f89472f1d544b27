import type { ShadowPreset, ShadowPresetInput } from '@vitrina/contracts';
import { api } from '../../common/api';

/** /api/shadow-presets: the system presets and the user's own. */
export const shadowPresetsApi = {
  list: () => api.get<{ data: ShadowPreset[] }>('/shadow-presets').then((answer) => answer.data),
  create: (input: ShadowPresetInput) => api.post<{ data: ShadowPreset }>('/shadow-presets', input).then((answer) => answer.data),
  update: (id: string, input: ShadowPresetInput) => api.put<{ data: ShadowPreset }>(`/shadow-presets/${id}`, input).then((answer) => answer.data),
  remove: (id: string) => api.delete<null>(`/shadow-presets/${id}`),
};

/** What the shadow tool is sent for a preset: a system one by id, one of mine inline. */
export function shadowParamsFor(preset: ShadowPreset | undefined): Record<string, unknown> {
  if (!preset) return {};
  if (preset.system) return { presetId: preset.id };
  const { format, padding, angle, zoom, background } = preset;
  return { preset: { format, padding, angle, zoom, background } };
}
