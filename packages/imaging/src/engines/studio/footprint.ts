/**
 * Where a product cut-out touches the floor: the pieces of its outline that stand on the floor
 * line (a bottle's whole base; each ear cup of a pair of headphones; each foot of a drum), read
 * from the lowest opaque pixel of each column. Parts higher up (a curved side, a raised handle)
 * do not touch the floor and get no occlusion of their own.
 */
import type { Raster } from '../../raster';
import type { SceneLayout } from './layout';
import type { Footprint } from './occlusion';

/** Fall-off distance as a fraction of the size of a piece of base (its width, or a fifth of the product's height if wider). */
const REACH_OF_BASE = 0.35;
/** At most this many contact points per piece: enough for a smooth edge, cheap per pixel. */
const MAX_CONTACT_POINTS = 32;

/**
 * The product's footprints, as laid out. `elevation` is how far its photo looks down on it
 * (camera.ts): a round base seen from above is a half-ellipse whose sides rise by half its width
 * times sin(elevation), and they still stand on the floor.
 */
export function productFootprints(cutout: Raster, layout: SceneLayout, elevation: number): Footprint[] {
  const { width, height, data } = cutout;
  const bottoms: Array<{ x: number; bottom: number }> = [];
  for (let x = 0; x < width; x++)
    for (let y = height - 1; y >= 0; y--)
      if ((data[(y * width + x) * 4 + 3] ?? 0) >= 128) {
        bottoms.push({ x, bottom: y });
        break;
      }
  if (bottoms.length === 0) return [];
  const lowest = Math.max(...bottoms.map((entry) => entry.bottom));
  const base = bottoms.filter((entry) => entry.bottom >= lowest - height * 0.2);
  const baseWidth = (base[base.length - 1]?.x ?? 0) - (base[0]?.x ?? 0) + 1;
  const tolerance = 0.5 * baseWidth * Math.sin(elevation) + Math.max(2, 0.015 * height);
  const touching = bottoms.filter((entry) => entry.bottom >= lowest - tolerance);
  // Pieces: runs of touching columns, split where a gap opens between them.
  const gap = Math.max(2, 0.015 * width);
  const pieces: Array<typeof touching> = [];
  for (const entry of touching) {
    const piece = pieces[pieces.length - 1];
    const previous = piece?.[piece.length - 1];
    if (piece && previous && entry.x - previous.x <= gap) piece.push(entry);
    else pieces.push([entry]);
  }
  const sx = layout.product.width / width;
  const sy = layout.product.height / height;
  return pieces.map((piece) => {
    const step = Math.max(1, Math.ceil(piece.length / MAX_CONTACT_POINTS));
    const contact = piece.filter((_, i) => i % step === 0 || i === piece.length - 1).map((entry) => ({ x: layout.product.left + (entry.x + 0.5) * sx, y: layout.product.top + (entry.bottom + 1) * sy }));
    const pieceWidth = ((piece[piece.length - 1]?.x ?? 0) - (piece[0]?.x ?? 0) + 1) * sx;
    return { contact, baseWidth: pieceWidth, reach: REACH_OF_BASE * Math.max(pieceWidth, 0.2 * layout.product.height) };
  });
}
