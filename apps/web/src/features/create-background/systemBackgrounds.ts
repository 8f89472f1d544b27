/**
 * The server's built-in backdrops (packages/imaging engines/compose SYSTEM_BACKGROUNDS: ids and
 * their wall / horizon / floor colours), for the picker's swatches. The web app cannot import
 * the imaging package; the ids must stay the same as the server's (an unknown id is refused).
 */
export const SYSTEM_BACKGROUNDS = [
  { id: 'studio-white', wall: '#e9e9e9', horizon: '#f6f6f6', floor: '#fdfdfd' },
  { id: 'studio-grey', wall: '#9a9da2', horizon: '#c9cbce', floor: '#dfe0e2' },
  { id: 'studio-charcoal', wall: '#1f2124', horizon: '#3a3d42', floor: '#4a4d52' },
  { id: 'warm-sand', wall: '#d9c4a6', horizon: '#ecdcc4', floor: '#f4e9d8' },
  { id: 'pastel-pink', wall: '#f2c4cc', horizon: '#f8dbe0', floor: '#fcebee' },
  { id: 'pastel-peach', wall: '#f6c9a8', horizon: '#fbdcc4', floor: '#fdeadb' },
  { id: 'pastel-mint', wall: '#b9e2d2', horizon: '#d3eee3', floor: '#e6f6ef' },
  { id: 'pastel-blue', wall: '#b8d2ee', horizon: '#d3e3f5', floor: '#e6eff9' },
  { id: 'pastel-lavender', wall: '#d3c6ec', horizon: '#e3daf4', floor: '#efeafa' },
  { id: 'pastel-lemon', wall: '#f3e6a6', horizon: '#f8efc4', floor: '#fcf7de' },
] as const;
export type SystemBackgroundId = (typeof SYSTEM_BACKGROUNDS)[number]['id'];

/** A swatch of a studio sweep: wall above the horizon (at 62 %), floor below. */
export function systemBackgroundCss(id: string): string {
  const background = SYSTEM_BACKGROUNDS.find((entry) => entry.id === id) ?? SYSTEM_BACKGROUNDS[0];
  return `linear-gradient(180deg, ${background.wall} 0%, ${background.horizon} 62%, ${background.floor} 100%)`;
}
