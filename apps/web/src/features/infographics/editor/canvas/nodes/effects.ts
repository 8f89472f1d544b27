import type { Shadow, Stroke } from '@vitrina/editor-core';

/** Konva props for an optional shadow. */
export const shadowProps = (shadow: Shadow | null) =>
  shadow
    ? { shadowEnabled: true, shadowColor: shadow.color, shadowBlur: shadow.blur, shadowOffsetX: shadow.offsetX, shadowOffsetY: shadow.offsetY }
    : { shadowEnabled: false };

/** Konva props for an optional outline. */
export const strokeProps = (stroke: Stroke | null) => (stroke ? { stroke: stroke.color, strokeWidth: stroke.width } : { strokeEnabled: false });
