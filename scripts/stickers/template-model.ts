/**
 * The element vocabulary the default templates are written in, and its mapping to the editor
 * document (see /work/notes/infographics-contract.md). Positions are in canvas pixels (900×1200).
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

/** The editor document for a design: every element gets an id, the common fields and its own. */
export function toDocument(design: TemplateDesign, stickers: Map<string, StickerRef>): Record<string, unknown> {
  const elements = design.elements.map((element, index) => {
    const common = {
      id: `${design.key}-${index + 1}`,
      type: element.type,
      name: element.type === 'text' ? element.text.slice(0, 32) : element.type,
      x: element.x,
      y: element.y,
      width: element.width,
      height: element.height,
      rotation: element.rotation ?? 0,
      opacity: element.opacity ?? 1,
      locked: false,
    };
    switch (element.type) {
      case 'text':
        return {
          ...common,
          text: element.text,
          fontFamily: FONT_FAMILY,
          fontSize: element.fontSize,
          fontWeight: element.fontWeight ?? 400,
          fill: element.fill ?? '#1f2933',
          align: element.align ?? 'start',
          lineHeight: element.lineHeight ?? 1.2,
          letterSpacing: element.letterSpacing ?? 0,
          direction: 'auto',
          ...(element.stroke ? { stroke: element.stroke } : {}),
        };
      case 'shape':
        return { ...common, shape: element.shape, fill: element.fill, ...(element.stroke ? { stroke: element.stroke } : {}), cornerRadius: element.cornerRadius ?? 0 };
      case 'sticker': {
        const sticker = stickers.get(element.file);
        if (!sticker) throw new Error(`template ${design.key}: no sticker ${element.file}`);
        return { ...common, stickerId: sticker.id, src: sticker.url };
      }
      case 'badge':
        return { ...common, text: element.text, shape: element.shape, fill: element.fill, textColor: element.textColor };
      case 'product':
        return { ...common, imageId: null };
    }
  });
  return { version: 1, canvas: { ...CANVAS, background: design.background }, elements };
}
