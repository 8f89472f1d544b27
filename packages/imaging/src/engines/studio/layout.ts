/**
 * Where the camera stands, the floor line, the horizon and the product, per variation. The
 * horizon is the camera's eye level: a product photographed from above (its base an ellipse)
 * gets a high horizon and more floor, one photographed at eye level a horizon across its middle.
 */
import { FOCAL } from './camera';
import type { Backdrop } from './vocabulary';

export interface SceneLayout {
  width: number;
  height: number;
  /** Where wall meets floor (or sky meets ground), px from the top: eye level except on a podium. May be < 0. */
  horizon: number;
  /** The camera's eye level, px from the top: where the plane the product stands on vanishes. */
  eyeLevel: number;
  /** The floor line the product stands on, px from the top. */
  contactY: number;
  product: { left: number; top: number; width: number; height: number };
  /** Focal length of the camera, px. */
  focal: number;
  /** Horizontal offset of the key light caused by the seed, -1..1 (small). */
  lightJitter: number;
  /** True on a podium set: the product stands on a pedestal whose top is `contactY`. */
  podium: boolean;
  /** Which side the first props go to: -1 left, 1 right. */
  propSide: -1 | 1;
  /** 0.6..1.4: how large this variation's props are. */
  propScale: number;
}

const FRAMING: Record<Backdrop, { productHeight: number; contact: number }> = {
  sweep: { productHeight: 0.56, contact: 0.84 },
  'wall-floor': { productHeight: 0.54, contact: 0.85 },
  tabletop: { productHeight: 0.52, contact: 0.8 },
  podium: { productHeight: 0.46, contact: 0.7 },
  outdoor: { productHeight: 0.54, contact: 0.86 },
};

/** On a podium set, where the room's floor meets the wall behind the pedestal. */
const PODIUM_FLOOR_LINE = 0.68;

/**
 * `elevation` is how far the product's photo looks down on it (camera.ts). Each seed picks its own
 * shot: the product's size (a close-up or a wider shot), its place left or right of centre, the
 * camera a little higher or lower, which side the props stand.
 */
export function layoutScene(width: number, height: number, productWidth: number, productHeight: number, backdrop: Backdrop, random: () => number, elevation = 0): SceneLayout {
  const framing = FRAMING[backdrop];
  const jitter = () => random() * 2 - 1;
  const zoom = 0.7 + random() * 0.32;
  const contactY = Math.round(height * (framing.contact + jitter() * 0.03 + (1 - zoom) * 0.06));
  const scale = zoom * Math.min((framing.productHeight * height) / productHeight, (0.62 * width) / productWidth, (contactY - height * 0.06) / productHeight);
  const placedWidth = Math.max(1, Math.round(productWidth * scale));
  const placedHeight = Math.max(1, Math.round(productHeight * scale));
  const focal = FOCAL * height;
  // Eye level: the product's middle for a level shot, higher by focal · tan(elevation) when the photo looks down.
  const cameraHeight = 0.5 + jitter() * 0.22;
  const eyeLevel = contactY - placedHeight * cameraHeight - focal * Math.tan(Math.min(1.2, Math.max(0, elevation + jitter() * 0.04)));
  const horizon = Math.round(
    backdrop === 'podium' ? Math.min(contactY - height * 0.01, height * (PODIUM_FLOOR_LINE + jitter() * 0.02)) : Math.min(eyeLevel, contactY - height * 0.1),
  );
  const propSide = random() < 0.5 ? -1 : 1;
  // Props on one side: the product moves the other way, a common product-shot balance.
  const slack = Math.max(0, (width - placedWidth) / 2 - width * 0.04);
  const centre = width / 2 - propSide * Math.min(slack, width * (0.02 + random() * 0.1));
  return {
    width,
    height,
    horizon,
    eyeLevel: Math.min(eyeLevel, contactY - height * 0.05),
    contactY,
    product: { left: Math.round(centre - placedWidth / 2), top: contactY - placedHeight, width: placedWidth, height: placedHeight },
    focal,
    podium: backdrop === 'podium',
    lightJitter: jitter() * 0.25,
    propSide,
    propScale: 0.6 + random() * 0.8,
  };
}
