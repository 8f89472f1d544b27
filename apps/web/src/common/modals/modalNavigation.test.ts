import { describe, expect, it } from 'vitest';
import { modalCloseAction, modalHref } from './modalNavigation';

describe('modal navigation', () => {
  it('goes back one step when the modal was opened inside the app', () => {
    expect(modalCloseAction({ pathname: '/en/gallery', search: '?modal=sharing', hash: '' }, true, 'en')).toEqual({ kind: 'back' });
  });

  it('goes to Products from a thank-you page', () => {
    expect(modalCloseAction({ pathname: '/es/subscriptions/thank-you', search: '', hash: '' }, true, 'es')).toEqual({
      kind: 'navigate',
      to: '/es/products-list',
    });
  });

  it('removes the modal from the address when it was opened from a link', () => {
    expect(modalCloseAction({ pathname: '/en/gallery', search: '?x=1&modal=promo-code', hash: '#h' }, false, 'en')).toEqual({
      kind: 'navigate',
      to: '/en/gallery?x=1#h',
    });
  });

  it('builds the address that opens a modal', () => {
    expect(modalHref({ pathname: '/en/gallery', search: '?x=1' }, 'sharing', { id: '7' })).toBe('/en/gallery?x=1&modal=sharing&id=7');
  });
});
