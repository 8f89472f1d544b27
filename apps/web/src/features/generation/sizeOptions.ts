import { EDITOR_SIZE_PRESETS, GENERATION_ASPECT_SIZES, GENERATION_SIZE_IDS } from '@vitrina/contracts';

export interface SizeOption {
  id: string;
  width: number;
  height: number;
  /** 1:1, 3:4…: the aspects have it as their id; marketplace sizes carry their ratio. */
  ratio: string;
  marketplace: boolean;
}

/** The Editor's size list: the five aspects (long side 1024), then the twelve marketplace sizes grouped by shape (contracts order). */
export const SIZE_OPTIONS: readonly SizeOption[] = [
  ...Object.entries(GENERATION_ASPECT_SIZES).map(([id, [width, height]]) => ({ id, width, height, ratio: id, marketplace: false })),
  ...EDITOR_SIZE_PRESETS.map(({ id, width, height, ratio }) => ({ id, width, height, ratio, marketplace: true })),
];

export const SIZE_IDS: readonly string[] = GENERATION_SIZE_IDS;
