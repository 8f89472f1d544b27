/**
 * Writes the system stickers: apps/server/assets/stickers/<category>-<name>.svg, manifest.json
 * and LICENSES.md. Run: `node --import tsx scripts/stickers/generate.ts` (idempotent; the
 * output is committed). Icon-set art is rendered from the installed @iconify-json packages.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getIconData, iconToSVG } from '@iconify/utils';
import { CATEGORIES, type StickerArt } from './catalogue';
import { stableUuid } from './stable-id';

const require = createRequire(import.meta.url);
type IconifyJSON = Parameters<typeof getIconData>[0];
const OUT = fileURLToPath(new URL('../../apps/server/assets/stickers', import.meta.url));
const SIZE = 256;

interface IconSet {
  json: IconifyJSON;
  version: string;
  name: string;
  author: string;
  url: string;
}

function loadSet(name: string): IconSet {
  const json = require(`@iconify-json/${name}/icons.json`) as IconifyJSON;
  const info = require(`@iconify-json/${name}/info.json`) as { name: string; author: { name: string; url: string } };
  const { version } = require(`@iconify-json/${name}/package.json`) as { version: string };
  return { json, version, name: info.name, author: info.author.name, url: info.author.url };
}

const sets = { fluent: loadSet('fluent-emoji-flat'), tabler: loadSet('tabler') };

/** Prefixes gradient/clip ids (deterministically, unlike iconify's replaceIDs) so files stay stable across runs. */
function prefixIds(body: string, prefix: string): string {
  const ids = [...body.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1] ?? '');
  let result = body;
  for (const id of ids) {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    result = result
      .replace(new RegExp(`\\bid="${escaped}"`, 'g'), `id="${prefix}${id}"`)
      .replace(new RegExp(`url\\(#${escaped}\\)`, 'g'), `url(#${prefix}${id})`)
      .replace(new RegExp(`href="#${escaped}"`, 'g'), `href="#${prefix}${id}"`);
  }
  return result;
}

function iconBody(set: IconSet, icon: string): { body: string; viewBox: string } {
  const data = getIconData(set.json, icon);
  if (!data) throw new Error(`icon ${icon} is not in ${set.name}`);
  const rendered = iconToSVG(data, { height: SIZE });
  return { body: prefixIds(rendered.body, `${icon}-`), viewBox: rendered.attributes.viewBox };
}

const wrap = (viewBox: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="${viewBox}">${body}</svg>\n`;

function render(art: StickerArt): { name: string; svg: string; licence: string; source: string } {
  switch (art.kind) {
    case 'fluent': {
      const { body, viewBox } = iconBody(sets.fluent, art.icon);
      return { name: art.icon, svg: wrap(viewBox, body), licence: 'MIT', source: `${sets.fluent.name} ${sets.fluent.version} (${sets.fluent.author}), icon "${art.icon}"` };
    }
    case 'tabler': {
      const { body, viewBox } = iconBody(sets.tabler, art.icon);
      return { name: art.icon, svg: wrap(viewBox, body.replaceAll('currentColor', art.colour)), licence: 'MIT', source: `${sets.tabler.name} ${sets.tabler.version} (${sets.tabler.author}), icon "${art.icon}"` };
    }
    case 'tabler-badge': {
      const { body } = iconBody(sets.tabler, art.icon);
      // A coloured disc with the white icon centred on it (the icon's 24-unit grid scaled ×6).
      const icon = `<g transform="translate(56 56) scale(6)">${body.replaceAll('currentColor', '#ffffff')}</g>`;
      return {
        name: `${art.icon}-badge`,
        svg: wrap(`0 0 ${SIZE} ${SIZE}`, `<circle cx="128" cy="128" r="120" fill="${art.background}"/>${icon}`),
        licence: 'MIT',
        source: `${sets.tabler.name} ${sets.tabler.version} (${sets.tabler.author}), icon "${art.icon}", on a disc drawn for Vitrina`,
      };
    }
    case 'drawn':
      return { name: art.sticker.name, svg: wrap(`0 0 ${SIZE} ${SIZE}`, prefixIds(art.sticker.body, `${art.sticker.name}-`)), licence: 'AGPL-3.0-or-later', source: 'Drawn for Vitrina (scripts/stickers/drawn.ts)' };
  }
}

function main(): void {
  mkdirSync(OUT, { recursive: true });
  for (const file of readdirSync(OUT)) if (file.endsWith('.svg')) rmSync(join(OUT, file));
  const stickers = CATEGORIES.flatMap((category) =>
    category.art.map((art) => {
      const { name, svg, licence, source } = render(art);
      const file = `${category.key}-${name}.svg`;
      writeFileSync(join(OUT, file), svg);
      return { id: stableUuid(`${category.key}/${name}`), category: category.key, name, file, width: SIZE, height: SIZE, licence, source };
    }),
  );
  const files = new Set(stickers.map((sticker) => sticker.file));
  if (files.size !== stickers.length) throw new Error('two stickers share a file name: rename one in catalogue.ts');
  const manifest = { categories: CATEGORIES.map(({ key, label }) => ({ key, label })), stickers };
  writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(OUT, 'LICENSES.md'), licences(stickers));
  console.log(`${stickers.length} stickers in ${CATEGORIES.length} categories → ${OUT}`);
}

function licences(stickers: { file: string; licence: string; source: string }[]): string {
  const count = (prefix: string) => stickers.filter((sticker) => sticker.source.startsWith(prefix)).length;
  const lines = [
    '# System stickers: licences and attribution',
    '',
    'Generated by `scripts/stickers/generate.ts`; `manifest.json` names the source and licence of every file.',
    '',
    `- **${sets.fluent.name}** (${count(sets.fluent.name)} files) — © ${sets.fluent.author}, MIT licence, ${sets.fluent.url}; SVGs from the npm package \`@iconify-json/fluent-emoji-flat\` ${sets.fluent.version}.`,
    `- **${sets.tabler.name}** (${count(sets.tabler.name)} files) — © ${sets.tabler.author}, MIT licence, ${sets.tabler.url}; SVGs from the npm package \`@iconify-json/tabler\` ${sets.tabler.version}, recoloured.`,
    `- **Drawn for Vitrina** (${count('Drawn')} files) — part of Vitrina, AGPL-3.0-or-later.`,
    '',
    '## MIT licence (Fluent Emoji: Copyright (c) Microsoft Corporation; Tabler Icons: Copyright (c) 2020-2024 Paweł Kuna)',
    '',
    'Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated',
    'documentation files (the "Software"), to deal in the Software without restriction, including without limitation the',
    'rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit',
    'persons to whom the Software is furnished to do so, subject to the following conditions:',
    '',
    'The above copyright notice and this permission notice shall be included in all copies or substantial portions of the',
    'Software.',
    '',
    'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE',
    'WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR',
    'COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR',
    'OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.',
    '',
  ];
  return lines.join('\n');
}

main();
