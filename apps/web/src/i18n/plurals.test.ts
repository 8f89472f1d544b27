import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { localeBackend, namespaces } from './resources';

/** A separate i18next instance over the locale files, loaded as the app loads them (i18n/index.ts), every namespace at once. */
async function translator(language: string) {
  const instance = i18next.createInstance();
  await instance.use(localeBackend).init({ lng: language, fallbackLng: false, ns: [...namespaces], defaultNS: 'common', interpolation: { escapeValue: false } });
  return instance;
}

const COUNTS = [0, 1, 2, 3, 11, 100];

describe('plural forms', () => {
  it('Arabic picks its six forms by count', async () => {
    const t = await translator('ar');
    expect(COUNTS.map((count) => t.t('infographics:cards.count', { count }))).toEqual(['لا بطاقات', 'بطاقة واحدة', 'بطاقتان', '3 بطاقات', '11 بطاقة', '100 بطاقة']);
    expect(COUNTS.map((count) => t.t('common:confirmDelete.title', { count }))).toEqual([
      'حذف 0 عنصر؟',
      'حذف عنصر واحد؟',
      'حذف عنصرين؟',
      'حذف 3 عناصر؟',
      'حذف 11 عنصرًا؟',
      'حذف 100 عنصر؟',
    ]);
    // 101 and 102 follow 1 and 2 only in the ones: CLDR puts 101 in "other", 103 in "few", 111 in "many".
    expect([101, 103, 111].map((count) => t.t('toolkit:cost.perPicture', { count }))).toEqual(['101 رصيد لكل صورة', '103 أرصدة لكل صورة', '111 رصيدًا لكل صورة']);
  });

  it('English and Spanish tell one from the rest; Spanish millions take "de"', async () => {
    const en = await translator('en');
    expect(COUNTS.map((count) => en.t('generation:history.count', { count }))).toEqual(['0 images', '1 image', '2 images', '3 images', '11 images', '100 images']);
    const es = await translator('es');
    expect([0, 1, 2, 1_000_000].map((count) => es.t('common:confirmDelete.title', { count }))).toEqual([
      '¿Eliminar 0 elementos?',
      '¿Eliminar 1 elemento?',
      '¿Eliminar 2 elementos?',
      '¿Eliminar 1000000 de elementos?',
    ]);
  });

  it('Korean has one form for every count', async () => {
    const t = await translator('ko');
    expect([1, 2, 11].map((count) => t.t('infographics:cards.count', { count }))).toEqual(['카드 1개', '카드 2개', '카드 11개']);
  });

  it('a count given beside a formatted number picks the form and keeps the formatting', async () => {
    const t = await translator('en');
    expect(t.t('billing:summary.credits', { count: 1, credits: '1' })).toBe('1 generation left');
    expect(t.t('billing:summary.credits', { count: 1200, credits: '1,200' })).toBe('1,200 generations left');
  });
});
