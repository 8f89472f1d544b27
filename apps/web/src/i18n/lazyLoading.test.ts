import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, SHELL_NAMESPACES } from './index';
import { applyLanguage } from './applyLanguage';
import { namespaces } from './resources';

// Issue 19 (first load): a visit fetches only its language, and only the namespaces in use.
describe('locale loading on demand', () => {
  const loaded = (language: string) => namespaces.filter((namespace) => i18next.hasResourceBundle(language, namespace));

  it('starts with the shell namespaces of the address language only', async () => {
    await initI18n('ar');
    expect(loaded('ar')).toEqual([...SHELL_NAMESPACES].sort());
    expect(['en', 'es', 'ko'].flatMap(loaded)).toEqual([]);
    expect(i18next.t('common:actions.close')).toBe(i18next.getResource('ar', 'common', 'actions.close'));
    expect(i18next.t('common:actions.close')).not.toMatch(/actions/);
  });

  it('loads a page namespace when asked, in the language in use', async () => {
    await i18next.loadNamespaces('upscale');
    expect(loaded('ar')).toContain('upscale');
    expect(loaded('en')).toEqual([]);
  });

  it('switches language only once the new language has every namespace loaded so far', async () => {
    await applyLanguage('ko');
    expect(i18next.language).toBe('ko');
    expect(loaded('ko')).toEqual(loaded('ar'));
    const title: unknown = i18next.getResource('ko', 'upscale', 'title');
    expect(typeof title === 'string' && title.length > 0).toBe(true);
    expect(i18next.t('upscale:title')).toBe(title);
  });
});
