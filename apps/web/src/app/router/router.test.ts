import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../common/storage/storage';
import { captureEntryParams } from './entryParams';
import { languageOfPath, pathWithDefaultLanguage, preferredLanguage } from './languagePath';

const at = (href: string) => new URL(href, 'http://localhost');

describe('language in the path', () => {
  const known = new Set(['auth', 'gallery', 'editor']);

  it('replaces an unknown language with en and keeps the rest of the address', () => {
    expect(pathWithDefaultLanguage(at('/xx/editor?utm_source=a#top'), known)).toBe('/en/editor?utm_source=a#top');
    expect(pathWithDefaultLanguage(at('/kr'), known)).toBe('/en');
    expect(pathWithDefaultLanguage(at('/de/fashion/gallery'), known)).toBe('/en/fashion/gallery');
  });

  it('keeps a known page segment that came without a language', () => {
    expect(pathWithDefaultLanguage(at('/gallery'), known)).toBe('/en/gallery');
    expect(pathWithDefaultLanguage(at('/auth/login'), known)).toBe('/en/auth/login');
  });

  it('reads the language a path starts with', () => {
    expect(languageOfPath('/ar/gallery')).toBe('ar');
    expect(languageOfPath('/xx/gallery')).toBeNull();
    expect(languageOfPath('/')).toBeNull();
  });

  it('prefers the stored language, then the browser languages, then en', () => {
    expect(preferredLanguage('ko', ['es-ES'])).toBe('ko');
    expect(preferredLanguage(null, ['fr-FR', 'es-ES'])).toBe('es');
    expect(preferredLanguage('kr', ['fr'])).toBe('en');
  });
});

describe('entry query values', () => {
  it('stores the token and the marketing values, and removes only the token from the address', () => {
    const storage = createMemoryStorage();
    const next = captureEntryParams(at('/en/gallery?token=abc&utm_source=news&utm_medium=mail&utm_campaign=bf&x=1#h'), storage);
    expect(next).toBe('/en/gallery?utm_source=news&utm_medium=mail&utm_campaign=bf&x=1#h');
    expect(storage.getItem('accessToken')).toBe('abc');
    expect(storage.getItem('utm_source')).toBe('news');
    expect(storage.getItem('utm_medium')).toBe('mail');
    expect(storage.getItem('utm_campaign')).toBe('bf');
  });

  it('changes nothing when there is no token', () => {
    const storage = createMemoryStorage();
    expect(captureEntryParams(at('/en?utm_campaign=spring'), storage)).toBeNull();
    expect(storage.getItem('utm_campaign')).toBe('spring');
    expect(storage.getItem('accessToken')).toBeNull();
  });
});
