import { CURRENT_VERSION, restore, type EditorDocument } from '@vitrina/editor-core';

/** Marketplace card canvases the editor starts from (3:4 900×1200 is the common card). */
export const CARD_PRESETS = [
  { id: 'card-3-4', width: 900, height: 1200 },
  { id: 'square', width: 1000, height: 1000 },
  { id: 'card-4-5', width: 1080, height: 1350 },
  { id: 'story-9-16', width: 1080, height: 1920 },
  { id: 'wide-16-9', width: 1920, height: 1080 },
] as const;
export type CardPresetId = (typeof CARD_PRESETS)[number]['id'];

export const isCardPreset = (value: unknown): value is CardPresetId => CARD_PRESETS.some((preset) => preset.id === value);

/** A blank card: the product photo centred on white, taking most of the canvas. */
export function blankDocument(presetId: CardPresetId = 'card-3-4'): EditorDocument {
  const preset = CARD_PRESETS.find((candidate) => candidate.id === presetId) ?? CARD_PRESETS[0];
  const side = Math.round(Math.min(preset.width, preset.height) * 0.72);
  return restore({
    version: CURRENT_VERSION,
    canvas: { width: preset.width, height: preset.height, background: '#ffffff' },
    elements: [
      {
        id: 'product',
        type: 'product',
        name: 'product',
        x: Math.round((preset.width - side) / 2),
        y: Math.round((preset.height - side) / 2),
        width: side,
        height: side,
        imageId: null,
      },
    ],
  });
}

/**
 * A template applied to a product: its document as it is (product elements with no image of their
 * own show the card's product photo), restored so older template versions open too.
 */
export function documentFromTemplate(state: unknown): EditorDocument {
  return restore(state);
}
