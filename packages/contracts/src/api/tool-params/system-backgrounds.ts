/**
 * The create-background tool's built-in backdrops: the ids the API accepts and, per id, the three
 * colours of its studio sweep (wall above the horizon, the horizon band, the floor) so a client can
 * draw a swatch. packages/imaging renders them (engines/compose SYSTEM_BACKGROUNDS); a server test
 * checks both lists hold the same ids and colours.
 */
export const SYSTEM_BACKGROUND_IDS = [
  'studio-white',
  'studio-grey',
  'studio-charcoal',
  'warm-sand',
  'pastel-pink',
  'pastel-peach',
  'pastel-mint',
  'pastel-blue',
  'pastel-lavender',
  'pastel-lemon',
] as const;
export type SystemBackgroundId = (typeof SYSTEM_BACKGROUND_IDS)[number];

export interface SystemBackgroundSwatch {
  wall: string;
  horizon: string;
  floor: string;
}

/** Where the horizon band sits, as a fraction of the height from the top (the same for every backdrop). */
export const SYSTEM_BACKGROUND_HORIZON = 0.62;

export const SYSTEM_BACKGROUND_SWATCHES: Readonly<Record<SystemBackgroundId, SystemBackgroundSwatch>> = {
  'studio-white': { wall: '#e9e9e9', horizon: '#f6f6f6', floor: '#fdfdfd' },
  'studio-grey': { wall: '#9a9da2', horizon: '#c9cbce', floor: '#dfe0e2' },
  'studio-charcoal': { wall: '#1f2124', horizon: '#3a3d42', floor: '#4a4d52' },
  'warm-sand': { wall: '#d9c4a6', horizon: '#ecdcc4', floor: '#f4e9d8' },
  'pastel-pink': { wall: '#f2c4cc', horizon: '#f8dbe0', floor: '#fcebee' },
  'pastel-peach': { wall: '#f6c9a8', horizon: '#fbdcc4', floor: '#fdeadb' },
  'pastel-mint': { wall: '#b9e2d2', horizon: '#d3eee3', floor: '#e6f6ef' },
  'pastel-blue': { wall: '#b8d2ee', horizon: '#d3e3f5', floor: '#e6eff9' },
  'pastel-lavender': { wall: '#d3c6ec', horizon: '#e3daf4', floor: '#efeafa' },
  'pastel-lemon': { wall: '#f3e6a6', horizon: '#f8efc4', floor: '#fcf7de' },
};
