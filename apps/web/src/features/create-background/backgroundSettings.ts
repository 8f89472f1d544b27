import { SYSTEM_BACKGROUND_IDS, type CreateBackgroundParams, type SystemBackgroundId } from '@vitrina/contracts';
import { type ShadowControlsValue, toControlsParams } from '../shadow';
import { systemBackgroundCss } from './systemBackgrounds';

export const BACKGROUND_KINDS = ['system', 'solid', 'linear', 'radial', 'image'] as const;
export type BackgroundKind = (typeof BACKGROUND_KINDS)[number];
export type ShadowAngle = 'front' | 'top' | 'isometric';

/** Everything the create-background form holds; `backgroundParams` turns it into the tool's parameters. */
export interface BackgroundSettings {
  kind: BackgroundKind;
  systemId: SystemBackgroundId;
  color: string;
  /** Two colours: from → to (linear), centre → edge (radial). */
  gradient: [string, string];
  angle: number;
  radius: number;
  imageId: string | null;
  position: { x: number; y: number; scale: number };
  shadow: { enabled: boolean; angle: ShadowAngle; controls: ShadowControlsValue };
  /** A marketplace size id, or 'custom' for width × height. */
  sizeId: string;
  custom: { width: number; height: number };
}

export const DEFAULT_SETTINGS: BackgroundSettings = {
  kind: 'system',
  systemId: 'studio-white',
  color: '#f1f3f5',
  gradient: ['#ffffff', '#d0ebff'],
  angle: 180,
  radius: 1,
  imageId: null,
  position: { x: 0.5, y: 0.55, scale: 0.75 },
  shadow: { enabled: true, angle: 'front', controls: { softness: 0.5, opacity: 0.6, direction: 320, offset: 0.6, reflection: false } },
  sizeId: 'square-1000',
  custom: { width: 1000, height: 1000 },
};

type BackgroundParam = CreateBackgroundParams['background'];

function backgroundParam(settings: BackgroundSettings): BackgroundParam | null {
  const stops = [
    { offset: 0, color: settings.gradient[0] },
    { offset: 1, color: settings.gradient[1] },
  ];
  switch (settings.kind) {
    case 'system':
      return { type: 'system', id: settings.systemId };
    case 'solid':
      return { type: 'solid', color: settings.color };
    case 'linear':
      return { type: 'linear', angle: settings.angle, stops };
    case 'radial':
      return { type: 'radial', center: { x: 0.5, y: 0.5 }, radius: settings.radius, stops };
    case 'image':
      return settings.imageId ? { type: 'image', imageId: settings.imageId } : null;
  }
}

/** The tool's parameters, or null while something is missing (an image background not chosen yet). */
export function backgroundParams(settings: BackgroundSettings): Record<string, unknown> | null {
  const background = backgroundParam(settings);
  if (!background) return null;
  const size = settings.sizeId === 'custom' ? { width: settings.custom.width, height: settings.custom.height } : { sizeId: settings.sizeId };
  const shadow = settings.shadow.enabled ? { angle: settings.shadow.angle, controls: toControlsParams(settings.shadow.controls) } : null;
  return { background, ...size, position: settings.position, shadow };
}

/** The output size the settings ask for. */
export function outputSize(settings: BackgroundSettings, presets: readonly { id: string; width: number; height: number }[]): { width: number; height: number } {
  if (settings.sizeId === 'custom') return { ...settings.custom };
  const preset = presets.find((entry) => entry.id === settings.sizeId);
  return preset ? { width: preset.width, height: preset.height } : { width: 1000, height: 1000 };
}

/** CSS for the layout preview, the same geometry as the server's (compose README). */
export function backgroundCss(settings: BackgroundSettings, imageUrl: string | undefined): string {
  const [from, to] = settings.gradient;
  switch (settings.kind) {
    case 'system':
      return systemBackgroundCss(settings.systemId);
    case 'solid':
      return settings.color;
    case 'linear':
      return `linear-gradient(${settings.angle}deg, ${from} 0%, ${to} 100%)`;
    case 'radial':
      return `radial-gradient(circle farthest-corner at 50% 50%, ${from} 0%, ${to} ${Math.round(settings.radius * 100)}%)`;
    case 'image':
      return imageUrl ? `center / cover no-repeat url("${imageUrl}")` : '#f1f3f5';
  }
}

/**
 * The form a look from the inspiration wall starts from ("Use this look" passes its recipe in the
 * navigation state): its system background and size; anything else keeps the defaults.
 */
export function settingsFromLook(state: unknown): BackgroundSettings {
  const params = (state as { inspirationRecipe?: { tool?: string; params?: Record<string, unknown> } } | null)?.inspirationRecipe;
  if (params?.tool !== 'create-background' || !params.params) return DEFAULT_SETTINGS;
  const background = params.params.background as { type?: string; id?: string } | undefined;
  const systemId = SYSTEM_BACKGROUND_IDS.find((id) => id === background?.id);
  const sizeId = typeof params.params.sizeId === 'string' ? params.params.sizeId : DEFAULT_SETTINGS.sizeId;
  return { ...DEFAULT_SETTINGS, ...(background?.type === 'system' && systemId ? { kind: 'system', systemId } : {}), sizeId };
}
