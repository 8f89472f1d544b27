/** Where the floor line, the product and the podium go, varied a little by the seed. */
import type { Backdrop } from './vocabulary';

export interface SceneLayout {
  width: number;
  height: number;
  /** Where wall meets floor (or sky meets ground), px from the top. */
  horizon: number;
  /** The floor line the product stands on, px from the top. */
  contactY: number;
  product: { left: number; top: number; width: number; height: number };
  /** Horizontal offset of the key light caused by the seed, -1..1 (small). */
  lightJitter: number;
  /** Which side the first props go to: -1 left, 1 right. */
  propSide: -1 | 1;
}

const FRAMING: Record<Backdrop, { productHeight: number; contact: number; horizon: number }> = {
  sweep: { productHeight: 0.56, contact: 0.84, horizon: 0.6 },
  'wall-floor': { productHeight: 0.54, contact: 0.85, horizon: 0.62 },
  tabletop: { productHeight: 0.52, contact: 0.8, horizon: 0.5 },
  podium: { productHeight: 0.46, contact: 0.7, horizon: 0.68 },
  outdoor: { productHeight: 0.54, contact: 0.86, horizon: 0.54 },
};

export function layoutScene(width: number, height: number, productWidth: number, productHeight: number, backdrop: Backdrop, random: () => number): SceneLayout {
  const framing = FRAMING[backdrop];
  const jitter = () => random() * 2 - 1;
  const contactY = Math.round(height * (framing.contact + jitter() * 0.015));
  const horizon = Math.round(Math.min(contactY - height * 0.1, height * (framing.horizon + jitter() * 0.03)));
  // Each variation frames the product a little closer or farther.
  const zoom = 0.86 + random() * 0.14;
  const scale = zoom * Math.min((framing.productHeight * height) / productHeight, (0.62 * width) / productWidth, (contactY - height * 0.06) / productHeight);
  const placedWidth = Math.max(1, Math.round(productWidth * scale));
  const placedHeight = Math.max(1, Math.round(productHeight * scale));
  const propSide = random() < 0.5 ? -1 : 1;
  // Props on one side: the product moves a little the other way, a common product-shot balance.
  const centre = width * (0.5 - propSide * (0.02 + random() * 0.05));
  return {
    width,
    height,
    horizon,
    contactY,
    product: { left: Math.round(centre - placedWidth / 2), top: contactY - placedHeight, width: placedWidth, height: placedHeight },
    lightJitter: jitter() * 0.25,
    propSide,
  };
}
