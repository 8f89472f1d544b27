/** Keeps the aspect ratio when one side changes (the editor's lock). */
export function lockedSize(original: { width: number; height: number }, changed: 'width' | 'height', value: number): { width: number; height: number } {
  if (changed === 'width') return { width: value, height: Math.max(1, Math.round((value * original.height) / original.width)) };
  return { width: Math.max(1, Math.round((value * original.width) / original.height)), height: value };
}
