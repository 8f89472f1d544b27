import { badges, blobs, decorDrawn, geometry, holograms, labels, ribbons, sale, shadows, tables, threeD, type DrawnSticker } from './drawn';

/** Where a sticker's art comes from. */
export type StickerArt =
  | { kind: 'fluent'; icon: string }
  | { kind: 'tabler'; icon: string; colour: string }
  | { kind: 'tabler-badge'; icon: string; background: string }
  | { kind: 'drawn'; sticker: DrawnSticker };

export interface StickerCategory {
  key: string;
  /** Shown to people; the spec's "Lables" is displayed "Labels". */
  label: string;
  art: StickerArt[];
}

const fluent = (...icons: string[]): StickerArt[] => icons.map((icon) => ({ kind: 'fluent', icon }));
const tabler = (colour: string, ...icons: string[]): StickerArt[] => icons.map((icon) => ({ kind: 'tabler', icon, colour }));
const drawn = (stickers: DrawnSticker[]): StickerArt[] => stickers.map((sticker) => ({ kind: 'drawn', sticker }));
const colourIcons: [string, string][] = [
  ['leaf', '#43a047'],
  ['droplet', '#1e88e5'],
  ['bolt', '#fb8c00'],
  ['shield-check', '#00897b'],
  ['recycle', '#2e7d32'],
  ['temperature', '#e53935'],
  ['ruler', '#6d4c41'],
  ['award', '#8e24aa'],
];

/** The 26 system categories of spec §3, in the spec's order. */
export const CATEGORIES: StickerCategory[] = [
  { key: '3d-icons', label: '3D icons', art: drawn(threeD) },
  { key: 'animals', label: 'Animals', art: fluent('dog-face', 'cat-face', 'panda', 'fox', 'rabbit-face', 'koala', 'unicorn', 'lion', 'penguin') },
  { key: 'arrows', label: 'Arrows', art: tabler('#212121', 'arrow-right', 'arrow-big-right', 'arrow-curve-right', 'arrow-up-right', 'arrows-right-left', 'arrow-big-down', 'arrow-back-up', 'arrow-forward-up') },
  { key: 'badges', label: 'Badges', art: drawn(badges) },
  { key: 'blobs', label: 'Blobs', art: drawn(blobs) },
  {
    key: 'delivery',
    label: 'Delivery',
    art: [...fluent('delivery-truck', 'package', 'rocket'), ...tabler('#1565c0', 'truck-delivery', 'box', 'map-pin', 'clock')],
  },
  { key: 'emoji', label: 'Emoji', art: fluent('grinning-face', 'star-struck', 'smiling-face-with-heart-eyes', 'fire', 'sparkles', 'party-popper', 'hundred-points') },
  { key: 'emotions', label: 'Emotions', art: fluent('face-with-tears-of-joy', 'smiling-face-with-hearts', 'pensive-face', 'angry-face', 'astonished-face', 'sleeping-face', 'winking-face', 'thinking-face') },
  { key: 'feet', label: 'Feet', art: fluent('footprints', 'foot', 'running-shoe', 'high-heeled-shoe', 'womans-boot', 'socks', 'hiking-boot') },
  { key: 'fruits', label: 'Fruits', art: fluent('red-apple', 'banana', 'strawberry', 'grapes', 'watermelon', 'cherries', 'pineapple', 'lemon', 'peach', 'kiwi-fruit') },
  { key: 'geometry', label: 'Geometry', art: drawn(geometry) },
  { key: 'girls', label: 'Girls', art: fluent('girl', 'woman', 'woman-red-hair', 'woman-curly-hair', 'woman-dancing', 'princess', 'girl-medium-dark', 'woman-artist') },
  { key: 'hands', label: 'Hands', art: fluent('waving-hand', 'ok-hand', 'victory-hand', 'raised-hand', 'clapping-hands', 'backhand-index-pointing-right', 'folded-hands', 'call-me-hand') },
  { key: 'lables', label: 'Labels', art: [...drawn(labels), ...tabler('#37474f', 'tags', 'label')] },
  { key: 'like', label: 'Like', art: [...fluent('red-heart', 'thumbs-up', 'sparkling-heart', 'heart-with-ribbon', 'glowing-star'), ...tabler('#e91e63', 'heart', 'thumb-up')] },
  { key: 'ribbons', label: 'Ribbons', art: drawn(ribbons) },
  { key: 'sale', label: 'Sale', art: [...drawn(sale), ...fluent('money-bag', 'shopping-bags')] },
  { key: 'shadows', label: 'Shadows', art: drawn(shadows) },
  { key: 'tables', label: 'Tables', art: drawn(tables) },
  { key: 'baby', label: 'Baby', art: fluent('baby', 'baby-bottle', 'baby-chick', 'teddy-bear', 'baby-angel', 'baby-medium') },
  { key: 'icons', label: 'Icons', art: tabler('#263238', 'check', 'star', 'heart', 'shield-check', 'leaf', 'droplet', 'bolt', 'recycle', 'award', 'clock') },
  { key: 'kids', label: 'Kids', art: fluent('child', 'boy', 'kite', 'balloon', 'puzzle-piece', 'artist-palette', 'soccer-ball', 'lollipop') },
  { key: 'athletes', label: 'Athletes', art: fluent('person-running', 'person-biking', 'person-swimming', 'person-lifting-weights', 'person-cartwheeling', 'trophy', 'sports-medal', 'basketball') },
  { key: 'color-icons', label: 'Color icons', art: colourIcons.map(([icon, background]) => ({ kind: 'tabler-badge', icon, background })) },
  { key: 'decor', label: 'Decor', art: [...fluent('confetti-ball', 'ribbon', 'bouquet', 'tulip', 'hibiscus', 'four-leaf-clover', 'maple-leaf'), ...drawn(decorDrawn)] },
  { key: 'holograms', label: 'Holograms', art: drawn(holograms) },
];
