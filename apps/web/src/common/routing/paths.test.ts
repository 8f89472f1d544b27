import { describe, expect, it } from 'vitest';
import { isAuthPath, pathInLanguage, paths } from './paths';

describe('paths', () => {
  it('builds the shell targets under the language', () => {
    expect(paths.login('ko')).toBe('/ko/auth/login');
    expect(paths.main('ar')).toBe('/ar');
    expect(paths.products('es')).toBe('/es/products-list');
  });

  it('recognises the public auth pages', () => {
    expect(isAuthPath('/en/auth')).toBe(true);
    expect(isAuthPath('/en/auth/registration')).toBe(true);
    expect(isAuthPath('/en/authors')).toBe(false);
    expect(isAuthPath('/en/gallery')).toBe(false);
  });

  it('moves an address to another language, keeping the rest', () => {
    expect(pathInLanguage({ pathname: '/en/fashion/gallery', search: '?a=1', hash: '#x' }, 'ar')).toBe('/ar/fashion/gallery?a=1#x');
    expect(pathInLanguage({ pathname: '/en' }, 'ko')).toBe('/ko');
  });
});
