/**
 * Stickers drawn for Vitrina (the icon sets have no blobs, ribbons, badges, sale marks,
 * shadows, holograms, tables or 3D shapes). Each function returns the inner markup of a
 * 256×256 SVG; generate.ts wraps it. Licence: the project's own (AGPL-3.0-or-later).
 */
export interface DrawnSticker {
  name: string;
  body: string;
}

const star = (cx: number, cy: number, outer: number, inner: number, points: number, rotation = -90) =>
  Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = ((rotation + (index * 180) / points) * Math.PI) / 180;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

/** Small deterministic generator, so the blobs are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** A closed smooth blob through `count` jittered points (Catmull-Rom turned into cubic Béziers). */
function blobPath(seed: number, count = 7): string {
  const random = seeded(seed);
  const points = Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2;
    const radius = 78 + random() * 36;
    return [128 + radius * Math.cos(angle), 128 + radius * Math.sin(angle)] as const;
  });
  const at = (index: number) => points[(index + count) % count] ?? [128, 128];
  let path = `M${at(0)[0].toFixed(1)},${at(0)[1].toFixed(1)}`;
  for (let index = 0; index < count; index += 1) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    path += ` C${c1.map((v) => v.toFixed(1)).join(',')} ${c2.map((v) => v.toFixed(1)).join(',')} ${p2[0].toFixed(1)},${p2[1].toFixed(1)}`;
  }
  return `${path}Z`;
}

const gradient = (id: string, stops: string[], vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((colour, index) => `<stop offset="${(index / (stops.length - 1)).toFixed(2)}" stop-color="${colour}"/>`)
    .join('')}</linearGradient>`;

const label = (text: string, y: number, size: number, colour = '#ffffff') =>
  `<text x="128" y="${y}" text-anchor="middle" font-family="Noto Sans, Arial, sans-serif" font-weight="800" font-size="${size}" fill="${colour}">${text}</text>`;

export const threeD: DrawnSticker[] = [
  {
    name: 'sphere',
    body: `<defs><radialGradient id="g" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffd6e7"/><stop offset="0.45" stop-color="#ff5c9a"/><stop offset="1" stop-color="#8a0d45"/></radialGradient></defs><ellipse cx="128" cy="226" rx="70" ry="12" fill="#000" opacity="0.18"/><circle cx="128" cy="120" r="92" fill="url(#g)"/>`,
  },
  {
    name: 'cube',
    body: `<polygon points="128,28 214,76 128,124 42,76" fill="#8fd3ff"/><polygon points="42,76 128,124 128,228 42,180" fill="#2f8fd8"/><polygon points="214,76 128,124 128,228 214,180" fill="#1b5f99"/>`,
  },
  {
    name: 'cylinder',
    body: `<defs>${gradient('g', ['#5b2bb5', '#a77bff', '#6a35c9', '#3b1880'])}</defs><path d="M56 60v136a72 26 0 0 0 144 0V60z" fill="url(#g)"/><ellipse cx="128" cy="60" rx="72" ry="26" fill="#cdb4ff"/>`,
  },
  {
    name: 'cone',
    body: `<defs>${gradient('g', ['#c0530b', '#ffb067', '#e0731d', '#8f3a05'])}</defs><path d="M128 24 204 200a76 26 0 0 1-152 0z" fill="url(#g)"/><ellipse cx="128" cy="200" rx="76" ry="26" fill="#a94a0b" opacity="0.55"/>`,
  },
  {
    name: 'torus',
    body: `<defs><radialGradient id="g" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#b9ffe0"/><stop offset="0.6" stop-color="#17b978"/><stop offset="1" stop-color="#08653f"/></radialGradient></defs><path fill-rule="evenodd" d="M128 40a96 70 0 1 1 0 140a96 70 0 1 1 0-140zm0 46a40 24 0 1 0 0 48a40 24 0 1 0 0-48z" fill="url(#g)"/>`,
  },
  {
    name: 'pyramid',
    body: `<polygon points="128,26 226,196 128,232" fill="#f5c542"/><polygon points="128,26 30,196 128,232" fill="#d9a21b"/><polygon points="128,26 128,232 30,196" fill="#000" opacity="0.08"/>`,
  },
];

export const blobs: DrawnSticker[] = [
  ['coral', '#ff6f61'],
  ['mint', '#7ee0b5'],
  ['lavender', '#b49bff'],
  ['sky', '#6cc4ff'],
  ['sun', '#ffcf4a'],
  ['blush', '#ffb3c7'],
].map(([name, colour], index) => ({ name: `blob-${name}`, body: `<path d="${blobPath(index * 97 + 13)}" fill="${colour}"/>` }));

export const badges: DrawnSticker[] = [
  { name: 'starburst', body: `<polygon points="${star(128, 128, 120, 96, 16)}" fill="#ff3d57"/><circle cx="128" cy="128" r="82" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="6 6"/>` },
  { name: 'rosette', body: `<path d="M92 150 64 244l40-18 26 34 14-96zM164 150l28 94-40-18-26 34-14-96z" fill="#1e6fd9"/><polygon points="${star(128, 108, 96, 84, 24)}" fill="#ffc23d"/><circle cx="128" cy="108" r="66" fill="#ffd76e" stroke="#e09b00" stroke-width="5"/>` },
  { name: 'shield', body: `<path d="M128 20 216 52v64c0 58-38 100-88 120C78 216 40 174 40 116V52z" fill="#18a058"/><path d="m84 126 30 30 60-62" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>` },
  { name: 'seal', body: `<polygon points="${star(128, 128, 118, 104, 30)}" fill="#7b3fe4"/><circle cx="128" cy="128" r="84" fill="#9a6bff"/><circle cx="128" cy="128" r="70" fill="none" stroke="#fff" stroke-width="4"/>` },
  { name: 'check-circle', body: `<circle cx="128" cy="128" r="108" fill="#00b383"/><path d="m74 132 36 36 74-78" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>` },
  { name: 'hexagon-badge', body: `<polygon points="128,14 226,71 226,185 128,242 30,185 30,71" fill="#0e2a47"/><polygon points="128,34 208,81 208,175 128,222 48,175 48,81" fill="none" stroke="#ffc23d" stroke-width="8"/><polygon points="${star(128, 128, 44, 20, 5)}" fill="#ffc23d"/>` },
];

export const ribbons: DrawnSticker[] = [
  { name: 'banner', body: `<path d="M8 100h40l-16 28 16 28H8z M248 100h-40l16 28-16 28h40z" fill="#b3132b"/><path d="M40 84h176v88H40z" fill="#e8213f"/><path d="M40 172l16 16V172zM216 172l-16 16V172z" fill="#7a0a1b"/>` },
  { name: 'wavy-banner', body: `<path d="M20 92c36-24 72 24 108 0s72 24 108 0v72c-36 24-72-24-108 0s-72-24-108 0z" fill="#1e88e5"/><path d="M20 92c36-24 72 24 108 0s72 24 108 0" fill="none" stroke="#90caf9" stroke-width="6"/>` },
  { name: 'corner-ribbon', body: `<path d="M0 0h256v256z" fill="none"/><path d="M96 0h60l100 100v60z" fill="#ff9800"/><path d="M96 0h14l146 146v14z" fill="#fff" opacity="0.6"/>` },
  { name: 'bookmark', body: `<path d="M72 16h112v224l-56-44-56 44z" fill="#43a047"/><path d="M88 16h80v8H88z" fill="#2e7d32"/>` },
  { name: 'award-ribbon', body: `<path d="M100 132 70 236l34-14 22 26 14-100zM156 132l30 104-34-14-22 26-14-100z" fill="#c62828"/><circle cx="128" cy="96" r="76" fill="#e53935"/><circle cx="128" cy="96" r="56" fill="none" stroke="#fff" stroke-width="6"/>` },
  { name: 'sash', body: `<path d="M24 140 200 24l32 44L56 184z" fill="#8e24aa"/><path d="M24 140l-8 60 40-16zM232 68l8-60-40 16z" fill="#5e1675"/>` },
];

export const sale: DrawnSticker[] = [
  { name: 'percent-burst', body: `<polygon points="${star(128, 128, 120, 98, 20)}" fill="#ff1744"/>${label('%', 160, 110)}` },
  { name: 'minus-50', body: `<circle cx="128" cy="128" r="112" fill="#ffea00"/><circle cx="128" cy="128" r="96" fill="none" stroke="#212121" stroke-width="6"/>${label('−50%', 150, 66, '#212121')}` },
  { name: 'price-tag', body: `<path d="M24 128 96 40h136v176H96z" fill="#00c853"/><circle cx="76" cy="128" r="16" fill="#fff"/>${label('%', 158, 88)}` },
  { name: 'lightning-deal', body: `<rect x="20" y="20" width="216" height="216" rx="48" fill="#6200ea"/><path d="M146 36 70 144h50l-14 76 80-112h-52z" fill="#ffd600"/>` },
  { name: 'sale-circle-red', body: `<circle cx="128" cy="128" r="112" fill="#d50000"/><circle cx="128" cy="128" r="98" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="10 8"/>${label('SALE', 146, 58)}` },
  { name: 'minus-percent-tag', body: `<path d="M128 16 236 124 124 236 16 128V16z" fill="#ff6d00"/><circle cx="60" cy="60" r="14" fill="#fff"/>${label('−%', 160, 78)}` },
];

export const shadows: DrawnSticker[] = [
  { name: 'soft-ellipse', body: `<defs><radialGradient id="g"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs><ellipse cx="128" cy="128" rx="124" ry="40" fill="url(#g)"/>` },
  { name: 'contact', body: `<defs><radialGradient id="g"><stop offset="0" stop-color="#000" stop-opacity="0.8"/><stop offset="0.5" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs><ellipse cx="128" cy="128" rx="110" ry="18" fill="url(#g)"/>` },
  { name: 'round', body: `<defs><radialGradient id="g"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs><circle cx="128" cy="128" r="120" fill="url(#g)"/>` },
  { name: 'long-shadow', body: `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.4"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs><path d="M40 40h96l120 120v96H136L40 136z" fill="url(#g)"/>` },
  { name: 'drop-card', body: `<defs><filter id="f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="12"/></filter></defs><rect x="40" y="52" width="176" height="176" rx="20" fill="#000" opacity="0.35" filter="url(#f)"/>` },
  { name: 'floor-gradient', body: `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs><rect x="0" y="128" width="256" height="128" fill="url(#g)"/>` },
];

const iridescent = (id: string) => gradient(id, ['#ff9ae8', '#9ad0ff', '#a6ffcb', '#fff59a', '#d1a6ff']);

export const holograms: DrawnSticker[] = [
  { name: 'holo-circle', body: `<defs>${iridescent('g')}</defs><circle cx="128" cy="128" r="112" fill="url(#g)"/><circle cx="128" cy="128" r="112" fill="none" stroke="#fff" stroke-width="6" opacity="0.7"/>` },
  { name: 'holo-star', body: `<defs>${iridescent('g')}</defs><polygon points="${star(128, 132, 120, 52, 5)}" fill="url(#g)" stroke="#fff" stroke-width="4"/>` },
  { name: 'holo-heart', body: `<defs>${iridescent('g')}</defs><path d="M128 226 36 134a54 54 0 0 1 92-76 54 54 0 0 1 92 76z" fill="url(#g)" stroke="#fff" stroke-width="4"/>` },
  { name: 'holo-seal', body: `<defs>${iridescent('g')}</defs><polygon points="${star(128, 128, 118, 102, 24)}" fill="url(#g)"/><circle cx="128" cy="128" r="76" fill="none" stroke="#fff" stroke-width="5" opacity="0.8"/>` },
  { name: 'holo-square', body: `<defs>${iridescent('g')}</defs><rect x="24" y="24" width="208" height="208" rx="40" fill="url(#g)"/><path d="M40 180 180 40" stroke="#fff" stroke-width="14" opacity="0.5"/><path d="M76 216 216 76" stroke="#fff" stroke-width="6" opacity="0.5"/>` },
  { name: 'holo-diamond', body: `<defs>${iridescent('g')}</defs><polygon points="128,16 236,128 128,240 20,128" fill="url(#g)" stroke="#fff" stroke-width="4"/><polygon points="128,16 128,240 20,128" fill="#fff" opacity="0.25"/>` },
];

const grid = (columns: number, rows: number, header: string, stripe: string) => {
  const width = 224 / columns;
  const height = 224 / rows;
  const cells: string[] = [`<rect x="16" y="16" width="224" height="${height}" fill="${header}"/>`];
  for (let row = 1; row < rows; row += 1) if (row % 2 === 0) cells.push(`<rect x="16" y="${16 + row * height}" width="224" height="${height}" fill="${stripe}"/>`);
  const lines = [
    ...Array.from({ length: columns - 1 }, (_, index) => `<path d="M${16 + (index + 1) * width} 16v224"/>`),
    ...Array.from({ length: rows - 1 }, (_, index) => `<path d="M16 ${16 + (index + 1) * height}h224"/>`),
  ];
  return `<rect x="16" y="16" width="224" height="224" fill="#fff"/>${cells.join('')}<g stroke="#455a64" stroke-width="3">${lines.join('')}</g><rect x="16" y="16" width="224" height="224" fill="none" stroke="#263238" stroke-width="6" rx="4"/>`;
};

export const tables: DrawnSticker[] = [
  { name: 'size-table-3x4', body: grid(3, 4, '#90caf9', '#e3f2fd') },
  { name: 'size-table-4x5', body: grid(4, 5, '#ffcc80', '#fff3e0') },
  { name: 'two-columns', body: grid(2, 6, '#a5d6a7', '#e8f5e9') },
  {
    name: 'comparison-checks',
    body: `${grid(3, 4, '#ce93d8', '#f3e5f5')}<g fill="none" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"><path d="m104 88 12 12 20-24" stroke="#2e7d32"/><path d="m104 144 12 12 20-24" stroke="#2e7d32"/><path d="m180 80 24 24m0-24-24 24" stroke="#c62828"/><path d="m178 136 12 12 20-24" stroke="#2e7d32"/></g>`,
  },
  { name: 'spec-rows', body: `${grid(2, 5, '#b0bec5', '#eceff1')}` },
];

export const geometry: DrawnSticker[] = [
  { name: 'circle', body: `<circle cx="128" cy="128" r="112" fill="#ff7043"/>` },
  { name: 'rounded-square', body: `<rect x="20" y="20" width="216" height="216" rx="36" fill="#29b6f6"/>` },
  { name: 'triangle', body: `<polygon points="128,20 240,228 16,228" fill="#66bb6a"/>` },
  { name: 'hexagon', body: `<polygon points="128,14 226,71 226,185 128,242 30,185 30,71" fill="#ab47bc"/>` },
  { name: 'star', body: `<polygon points="${star(128, 136, 120, 50, 5)}" fill="#ffca28"/>` },
  { name: 'ring', body: `<circle cx="128" cy="128" r="96" fill="none" stroke="#26a69a" stroke-width="28"/>` },
  { name: 'pill', body: `<rect x="12" y="84" width="232" height="88" rx="44" fill="#ec407a"/>` },
];

export const labels: DrawnSticker[] = [
  { name: 'tag', body: `<path d="M20 70h160l56 58-56 58H20z" fill="#3949ab"/><circle cx="186" cy="128" r="12" fill="#fff"/>` },
  { name: 'notched-label', body: `<path d="M12 76h232l-28 52 28 52H12l28-52z" fill="#00897b"/>` },
  { name: 'speech-label', body: `<path d="M28 40h200a20 20 0 0 1 20 20v100a20 20 0 0 1-20 20H110l-46 44v-44H28a20 20 0 0 1-20-20V60a20 20 0 0 1 20-20z" fill="#f4511e"/>` },
  { name: 'outlined-label', body: `<rect x="16" y="80" width="224" height="96" rx="14" fill="#fff" stroke="#212121" stroke-width="8"/><rect x="30" y="94" width="196" height="68" rx="8" fill="none" stroke="#212121" stroke-width="3" stroke-dasharray="8 6"/>` },
  { name: 'arrow-label', body: `<path d="M12 80h196l36 48-36 48H12z" fill="#fdd835"/><path d="M12 80h196l36 48" fill="none" stroke="#f9a825" stroke-width="6"/>` },
  { name: 'round-label', body: `<circle cx="128" cy="128" r="104" fill="#fff" stroke="#6d4c41" stroke-width="10"/><circle cx="128" cy="128" r="84" fill="#efebe9"/>` },
];

export const decorDrawn: DrawnSticker[] = [
  { name: 'divider-flourish', body: `<path d="M16 128h84M156 128h84" stroke="#8d6e63" stroke-width="6" stroke-linecap="round"/><path d="M128 96c-20 20-20 44 0 64 20-20 20-44 0-64z" fill="#8d6e63"/><circle cx="100" cy="128" r="8" fill="#8d6e63"/><circle cx="156" cy="128" r="8" fill="#8d6e63"/>` },
  { name: 'confetti', body: `<g><rect x="40" y="40" width="20" height="10" fill="#ff4081" transform="rotate(30 50 45)"/><rect x="180" y="60" width="22" height="10" fill="#40c4ff" transform="rotate(-20 191 65)"/><circle cx="120" cy="50" r="8" fill="#ffd740"/><rect x="70" y="160" width="22" height="10" fill="#69f0ae" transform="rotate(60 81 165)"/><circle cx="200" cy="170" r="9" fill="#ff6e40"/><rect x="130" y="200" width="20" height="10" fill="#b388ff" transform="rotate(-45 140 205)"/><circle cx="50" cy="120" r="7" fill="#40c4ff"/><rect x="150" y="110" width="20" height="9" fill="#ffd740" transform="rotate(15 160 114)"/></g>` },
];
