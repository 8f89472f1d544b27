import type { ShadowPreset, ShadowPresetInput } from '@vitrina/contracts';
import { SYSTEM_SHADOW_PRESETS } from '@vitrina/imaging';
import type { ShadowPresetRow } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import type { ShadowPresetsRepository } from '../repositories/shadow-presets.repository';
import { isUniqueViolation } from './accounts/account-creation.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function systemPresets(): ShadowPreset[] {
  return SYSTEM_SHADOW_PRESETS.map(({ id, name, nameKey, format, padding, angle, zoom, background }) => ({
    id,
    name,
    nameKey,
    system: true,
    createdAt: null,
    format: { ...format },
    padding: typeof padding === 'number' ? padding : { ...padding },
    angle,
    zoom,
    background,
  }));
}

function toPreset(row: ShadowPresetRow): ShadowPreset {
  return { ...row.settings, id: row.id, name: row.name, nameKey: null, system: false, createdAt: row.createdAt.toISOString() };
}

const nameTaken = () => new AppError('preset_name_taken', 409, { name: 'preset_name_taken' });

/** System presets (read-only) and the user's own; another user's preset is simply not found. */
export class ShadowPresetsService {
  constructor(private readonly presets: ShadowPresetsRepository) {}

  async list(userId: string): Promise<ShadowPreset[]> {
    return [...systemPresets(), ...(await this.presets.list(userId)).map(toPreset)];
  }

  async get(userId: string, id: string): Promise<ShadowPreset> {
    const system = systemPresets().find((preset) => preset.id === id);
    if (system) return system;
    const row = UUID.test(id) ? await this.presets.find(userId, id) : undefined;
    if (!row) throw notFound();
    return toPreset(row);
  }

  async create(userId: string, input: ShadowPresetInput): Promise<ShadowPreset> {
    const { name, ...settings } = input;
    try {
      return toPreset(await this.presets.insert(userId, name, settings));
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  async update(userId: string, id: string, input: ShadowPresetInput): Promise<ShadowPreset> {
    if (!UUID.test(id)) throw notFound();
    const { name, ...settings } = input;
    try {
      const row = await this.presets.update(userId, id, name, settings);
      if (!row) throw notFound();
      return toPreset(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!UUID.test(id) || !(await this.presets.delete(userId, id))) throw notFound();
  }
}
