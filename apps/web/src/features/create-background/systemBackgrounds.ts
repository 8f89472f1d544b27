import { SYSTEM_BACKGROUND_HORIZON, SYSTEM_BACKGROUND_SWATCHES, type SystemBackgroundId } from '@vitrina/contracts';

/** A swatch of a studio sweep (the server's backdrop colours, from contracts): wall above the horizon, floor below. */
export function systemBackgroundCss(id: SystemBackgroundId): string {
  const { wall, horizon, floor } = SYSTEM_BACKGROUND_SWATCHES[id];
  return `linear-gradient(180deg, ${wall} 0%, ${horizon} ${Math.round(SYSTEM_BACKGROUND_HORIZON * 100)}%, ${floor} 100%)`;
}
