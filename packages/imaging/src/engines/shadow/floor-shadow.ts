/**
 * Shadows of a product standing on a floor (front and isometric views), on the work plane:
 * - contact: a tight, dark line where the bottom of the silhouette meets the floor;
 * - ambient: a wide, flattened glow of occlusion around the base;
 * - cast: the silhouette projected onto the floor away from the light (a shear, squashed by the
 *   floor's foreshortening, narrowed with depth in front view), blurred more and fading with
 *   distance from the product, as a real penumbra does.
 */
import { blurPlane, createPlane, samplePlane, shiftPlane, type Plane } from './plane';
import { lowestCoveredRows, type ShadowCanvas } from './silhouette';
import type { ShadowControls } from './types';

interface FloorModel {
  /** How much the floor's depth is foreshortened on screen: sin(camera elevation). */
  squash: number;
  /** Narrowing of the cast shadow per product-height of depth (0 = parallel projection). */
  perspective: number;
  /** How far above the floor line a silhouette column's lowest point may be and still touch it (fraction of height). */
  contactTolerance: number;
}

const FLOOR_MODELS: Record<'front' | 'isometric', FloorModel> = {
  // Camera slightly above the floor (about 15 degrees), as in most studio product shots.
  front: { squash: 0.26, perspective: 0.6, contactTolerance: 0.03 },
  // True isometric: elevation 35.26 degrees, parallel projection; the base is a slanted contour.
  isometric: { squash: 0.577, perspective: 0, contactTolerance: 0.35 },
};

const SQRT_TWO_PI = Math.sqrt(2 * Math.PI);

export interface FloorShadowLayers {
  contact: Plane;
  ambient: Plane;
  cast: Plane | null;
}

export function floorShadowLayers(canvas: ShadowCanvas, angle: 'front' | 'isometric', controls: ShadowControls): FloorShadowLayers {
  const model = FLOOR_MODELS[angle];
  const band = Math.max(1.5, 0.035 * canvas.productHeight);
  const below = band * 0.5;
  const contactBand = contactBandPlane(canvas, model, band, below);
  const size = Math.max(canvas.productWidth, canvas.productHeight);
  // Integral of the band's (1 - t)^2 profile per column: the gain that brings a wide contact to full darkness.
  const bandMass = (band + below) / 3;

  const contactSigma = (0.004 + 0.01 * controls.softness) * canvas.productHeight + 0.6;
  const contact = scaled(blurPlane(contactBand, contactSigma, contactSigma), (contactSigma * SQRT_TWO_PI) / bandMass);

  // The ambient pool spreads mostly in front of the base (towards the viewer), so it is nudged down.
  const ambientSigma = (0.04 + 0.08 * controls.softness) * size + 1;
  const ambientSigmaY = ambientSigma * Math.max(model.squash, 0.4);
  const ambient = scaled(shiftPlane(blurPlane(contactBand, ambientSigma, ambientSigmaY), 0, 0.4 * ambientSigmaY), (ambientSigmaY * SQRT_TWO_PI) / bandMass);

  return { contact, ambient, cast: controls.offset > 0.01 ? castShadow(canvas, model, controls) : null };
}

/**
 * The base of the silhouette as a thin band straddling the floor line: weights (1 - t)^2 from the
 * base up into the product (`band`) and down onto the floor (`below`, the bottom row extended),
 * only for columns whose lowest point touches the floor.
 */
function contactBandPlane(canvas: ShadowCanvas, model: FloorModel, band: number, below: number): Plane {
  const { silhouette } = canvas;
  const { width, height } = silhouette;
  const out = createPlane(width, height);
  const floorY = canvas.top + canvas.productHeight;
  const tolerance = Math.max(1, model.contactTolerance * canvas.productHeight);
  const lowest = lowestCoveredRows(silhouette);
  for (let x = 0; x < width; x++) {
    const base = lowest[x];
    if (Number.isNaN(base)) continue;
    const lift = Math.max(0, floorY - base);
    if (lift >= tolerance) continue;
    const columnWeight = 1 - lift / tolerance;
    const bottomRow = Math.max(0, Math.ceil(base) - 1);
    for (let y = Math.max(0, Math.floor(base - band)); y < Math.min(height, Math.ceil(base + below)); y++) {
      const centre = y + 0.5;
      const t = centre < base ? (base - centre) / band : (centre - base) / below;
      if (t >= 1) continue;
      const coverage = silhouette.data[Math.min(y, bottomRow) * width + x];
      out.data[y * width + x] = coverage * (1 - t) * (1 - t) * columnWeight;
    }
  }
  return out;
}

function castShadow(canvas: ShadowCanvas, model: FloorModel, controls: ShadowControls): Plane {
  const { silhouette, productHeight: height } = canvas;
  const floorY = canvas.top + height;
  const centreX = canvas.left + canvas.productWidth / 2;
  const radians = (controls.direction * Math.PI) / 180;
  const towardsViewer = Math.sin(radians);
  // Screen displacement of the shadow per unit of height above the floor.
  const shearX = controls.offset * Math.cos(radians);
  const minShearY = 0.05 * controls.offset;
  let shearY = controls.offset * model.squash * towardsViewer;
  if (Math.abs(shearY) < minShearY) shearY = towardsViewer > 0 ? minShearY : -minShearY;

  const projected = createPlane(silhouette.width, silhouette.height);
  const rowHeight = new Float32Array(silhouette.height);
  for (let y = 0; y < silhouette.height; y++) {
    // Height above the floor of the silhouette point whose shadow lands on this row.
    const h = (y + 0.5 - floorY) / shearY;
    rowHeight[y] = Math.min(height, Math.max(0, h));
    if (h < 0 || h > height) continue;
    const narrowing = Math.max(0.35, 1 + model.perspective * controls.offset * towardsViewer * (h / height));
    const fade = 1 - 0.5 * (h / height);
    const sourceY = floorY - h - 0.5;
    for (let x = 0; x < silhouette.width; x++) {
      const sourceX = centreX + (x + 0.5 - centreX - h * shearX) / narrowing - 0.5;
      const value = samplePlane(silhouette, sourceX, sourceY);
      if (value > 0) projected.data[y * silhouette.width + x] = value * fade;
    }
  }
  return blurWithDistance(projected, rowHeight, height, controls, model.squash);
}

/** Penumbra: the blur grows with the height (distance from the contact) the row comes from. */
function blurWithDistance(projected: Plane, rowHeight: Float32Array, height: number, controls: ShadowControls, squash: number): Plane {
  const nearSigma = (0.004 + 0.012 * controls.softness) * height + 0.6;
  const growth = 0.03 + 0.2 * controls.softness;
  const sigmaAt = (h: number) => nearSigma + growth * h * controls.offset;
  const farSigma = sigmaAt(height);
  const levelCount = farSigma / nearSigma < 1.25 ? 1 : 5;
  const ratio = levelCount === 1 ? 1 : Math.pow(farSigma / nearSigma, 1 / (levelCount - 1));
  const verticalFactor = Math.max(squash, 0.45);
  const levels = Array.from({ length: levelCount }, (_, i) => {
    const sigma = nearSigma * Math.pow(ratio, i);
    return blurPlane(projected, sigma, sigma * verticalFactor);
  });
  if (levelCount === 1) return levels[0];
  const out = createPlane(projected.width, projected.height);
  for (let y = 0; y < projected.height; y++) {
    const position = Math.log(sigmaAt(rowHeight[y]) / nearSigma) / Math.log(ratio);
    const lower = Math.min(levelCount - 2, Math.max(0, Math.floor(position)));
    const mix = Math.min(1, Math.max(0, position - lower));
    const a = levels[lower].data;
    const b = levels[lower + 1].data;
    for (let x = 0, i = y * projected.width; x < projected.width; x++, i++) out.data[i] = a[i] * (1 - mix) + b[i] * mix;
  }
  return out;
}

function scaled(plane: Plane, gain: number): Plane {
  const factor = Math.max(1, gain);
  for (let i = 0; i < plane.data.length; i++) plane.data[i] = Math.min(1, plane.data[i] * factor);
  return plane;
}
