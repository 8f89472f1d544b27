import { CURRENT_VERSION, restoreWithReport, type EditorDocument, type EditorDocumentInput, type EditorElementInput } from '@vitrina/editor-core';

/**
 * The element vocabulary the default templates are written in, and its mapping to the editor
 * document of packages/editor-core. Positions are in canvas pixels (900×1200).
 */
export type Align = 'start' | 'center' | 'end';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation?: number;
  opacity?: number;
}

export type TemplateElement =
  | (Box & { type: 'text'; text: string; fontSize: number; fontWeight?: 400 | 700 | 800; fill?: string; align?: Align; lineHeight?: number; letterSpacing?: number; stroke?: { color: string; width: number } })
  | (Box & { type: 'shape'; shape: 'rect' | 'ellipse' | 'star' | 'line'; fill: string; stroke?: { color: string; width: number }; cornerRadius?: number })
  | (Box & { type: 'sticker'; file: string })
  | (Box & { type: 'badge'; text: string; shape: 'circle' | 'burst' | 'pill'; fill: string; textColor: string })
  | (Box & { type: 'product' });

export interface TemplateDesign {
  key: string;
  name: string;
  background: string;
  elements: TemplateElement[];
}

export const CANVAS = { width: 900, height: 1200 } as const;
export const FONT_FAMILY = 'Noto Sans';

export interface StickerRef {
  id: string;
  url: string;
}

/** Design colours are hex or "transparent"; documents hold hex only. */
const documentColour = (colour: string) => (colour === 'transparent' ? '#00000000' : colour);

function toElement(element: TemplateElement, id: string, stickers: Map<string, StickerRef>, designKey: string): EditorElementInput {
  const common = {
    id,
    name: element.type === 'text' ? element.text.slice(0, 32) : element.type,
    x: element.x,
    y: element.y,
    width: element.width,
    height: element.height,
    rotation: element.rotation ?? 0,
    opacity: element.opacity ?? 1,
  };
  switch (element.type) {
    case 'text':
      return {
        ...common,
        type: 'text',
        text: element.text,
        fontFamily: FONT_FAMILY,
        fontSize: element.fontSize,
        fontWeight: element.fontWeight ?? 400,
        fill: element.fill ?? '#1f2933',
        align: element.align ?? 'start',
        lineHeight: element.lineHeight ?? 1.2,
        letterSpacing: element.letterSpacing ?? 0,
        direction: 'auto',
        stroke: element.stroke ?? null,
      };
    case 'shape':
      return { ...common, type: 'shape', shape: element.shape, fill: documentColour(element.fill), stroke: element.stroke ?? null, cornerRadius: element.cornerRadius ?? 0 };
    case 'sticker': {
      const sticker = stickers.get(element.file);
      if (!sticker) throw new Error(`template ${designKey}: no sticker ${element.file}`);
      return { ...common, type: 'sticker', stickerId: sticker.id, src: sticker.url };
    }
    case 'badge':
      return { ...common, type: 'badge', text: element.text, shape: element.shape, fill: documentColour(element.fill), textColor: element.textColor, fontFamily: FONT_FAMILY, fontWeight: 800 };
    case 'product':
      return { ...common, type: 'product', imageId: null };
  }
}

/**
 * The editor document for a design (current version, every default written out): each element
 * gets an id, the common fields and its own. Fails if editor-core had to repair anything.
 */
export function toDocument(design: TemplateDesign, stickers: Map<string, StickerRef>): EditorDocument {
  const input: EditorDocumentInput = {
    version: CURRENT_VERSION,
    canvas: { ...CANVAS, background: documentColour(design.background) },
    elements: design.elements.map((element, index) => toElement(element, `${design.key}-${index + 1}`, stickers, design.key)),
  };
  const { document, warnings } = restoreWithReport(input);
  if (warnings.length > 0) throw new Error(`template ${design.key}: ${warnings.map((warning) => warning.message).join('; ')}`);
  return document;
}
