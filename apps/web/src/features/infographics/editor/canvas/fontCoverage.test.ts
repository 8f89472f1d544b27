import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { LANGUAGES } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from './textLayout';

/**
 * Issue 19: every character the default templates and the system stickers put on a card (and the
 * templates' translations, in all four languages) is covered by a face the editor bundles, so the
 * canvas never falls back to whatever the device has ("−30%" drawn as "¯30%").
 * Coverage is what the @fontsource faces declare in their unicode-range.
 */
const require = createRequire(import.meta.url);
const repo = join(import.meta.dirname, '../../../../../../..');
const PACKAGES: Record<(typeof FONT_FAMILIES)[number], string> = {
  'Noto Sans': '@fontsource/noto-sans/400.css',
  'Noto Sans Arabic': '@fontsource/noto-sans-arabic/400.css',
  'Noto Sans KR': '@fontsource/noto-sans-kr/400.css',
};

function declaredRanges(): [number, number][] {
  const ranges: [number, number][] = [];
  for (const family of FONT_FAMILIES) {
    const css = readFileSync(require.resolve(PACKAGES[family]), 'utf8');
    for (const [, list] of css.matchAll(/unicode-range:\s*([^;]+);/g)) {
      for (const part of list.split(',')) {
        const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
        ranges.push([parseInt(from, 16), parseInt(to ?? from, 16)]);
      }
    }
  }
  return ranges;
}

/** Texts drawn on cards: template elements, sticker <text>, and the templates' translations. */
function cardTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const templates = join(repo, 'apps/server/assets/templates');
  for (const file of readdirSync(templates).filter((name) => name.endsWith('.json') && name !== 'manifest.json')) {
    const document = JSON.parse(readFileSync(join(templates, file), 'utf8')) as { elements: { id: string; text?: string }[] };
    for (const element of document.elements) if (element.text) texts.set(`template ${element.id}`, element.text);
  }
  const stickers = join(repo, 'apps/server/assets/stickers');
  for (const file of readdirSync(stickers).filter((name) => name.endsWith('.svg'))) {
    for (const [, text] of readFileSync(join(stickers, file), 'utf8').matchAll(/<text[^>]*>([^<]*)<\/text>/g)) texts.set(`sticker ${file}`, text);
  }
  for (const language of LANGUAGES) {
    const locale = JSON.parse(readFileSync(join(import.meta.dirname, `../../../../i18n/locales/${language}/infographics.json`), 'utf8')) as { templateTexts: Record<string, string> };
    for (const [id, text] of Object.entries(locale.templateTexts)) texts.set(`${language} ${id}`, text);
  }
  return texts;
}

describe('font coverage of card texts', () => {
  const ranges = declaredRanges();
  const covered = (code: number) => ranges.some(([from, to]) => code >= from && code <= to);

  it('reads the faces and finds the texts', () => {
    expect(ranges.length).toBeGreaterThan(50);
    expect(cardTexts().size).toBeGreaterThan(200);
  });

  it('has a bundled glyph for every character, in every script', () => {
    const missing = [...cardTexts()].flatMap(([where, text]) =>
      [...text].filter((char) => !/\s/.test(char) && !covered(char.codePointAt(0)!)).map((char) => `${where}: "${char}" U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`),
    );
    expect(missing).toEqual([]);
  });
});
