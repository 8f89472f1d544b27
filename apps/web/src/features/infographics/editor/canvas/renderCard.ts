import type Konva from 'konva';
import { CONTENT_LAYER_NAME } from './CardStage';
import { LOADING_NAME, MISSING_NAME } from './nodes/PictureContent';

/** How long the render waits for pictures still loading (ms). */
const IMAGE_WAIT_MS = 8000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to a limit) until no picture of the layer is still loading. */
async function picturesLoaded(layer: Konva.Layer): Promise<void> {
  const until = Date.now() + IMAGE_WAIT_MS;
  while (layer.find(`.${LOADING_NAME}`).length > 0 && Date.now() < until) await pause(100);
}

/**
 * The card alone (no handles or guides) at its own size as a PNG data URL: the content layer is
 * drawn with the stage briefly at zoom 1 and no pan, once the fonts and pictures have loaded;
 * stand-ins for pictures that could not load are left out.
 */
export async function renderCard(stage: Konva.Stage, canvas: { width: number; height: number }): Promise<string> {
  if (typeof document !== 'undefined' && document.fonts) await document.fonts.ready;
  const layer = stage.findOne<Konva.Layer>(`.${CONTENT_LAYER_NAME}`);
  if (!layer) throw new Error('the card is not on the stage');
  await picturesLoaded(layer);
  const position = stage.position();
  const scale = stage.scale() ?? { x: 1, y: 1 };
  const standIns = layer.find(`.${LOADING_NAME}, .${MISSING_NAME}`).filter((node) => node.visible());
  standIns.forEach((node) => node.visible(false));
  stage.position({ x: 0, y: 0 });
  stage.scale({ x: 1, y: 1 });
  try {
    return layer.toDataURL({ x: 0, y: 0, width: canvas.width, height: canvas.height, pixelRatio: 1, mimeType: 'image/png' });
  } finally {
    stage.position(position);
    stage.scale(scale);
    standIns.forEach((node) => node.visible(true));
  }
}
