import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { navHandle } from '../../common/routing/navItems';
import { collectFirstSegments, collectNavTargets, mainTarget } from './navTargets';

const routes: RouteObject[] = [
  { path: 'gallery', handle: navHandle('gallery') },
  {
    path: 'fashion',
    children: [
      { index: true, handle: navHandle('fashion') },
      { path: 'gallery', handle: navHandle('gallery') },
      { path: ':id' },
    ],
  },
  { path: 'editor/:id', handle: navHandle('generation') },
  { children: [{ path: '/profile/', handle: navHandle('account') }] },
];

describe('nav targets', () => {
  it('records the path of every claimed entry; the first claim wins; index routes take the parent path', () => {
    expect(Object.fromEntries(collectNavTargets(routes))).toEqual({ gallery: 'gallery', fashion: 'fashion', account: 'profile' });
  });

  it('never links an entry to a path with parameters', () => {
    expect(collectNavTargets(routes).has('generation')).toBe(false);
  });

  it('lists the first segments of registered paths', () => {
    expect([...collectFirstSegments(routes)].sort()).toEqual(['editor', 'fashion', 'gallery', 'profile']);
  });

  it('sends Main to CreateProduct when registered, else the first menu service, else the account', () => {
    expect(mainTarget(new Map([['gallery', 'gallery'], ['generation', 'editor']]))).toBe('editor');
    expect(mainTarget(new Map([['gallery', 'gallery'], ['upscale', 'upscale'], ['account', 'profile']]))).toBe('upscale');
    expect(mainTarget(new Map([['account', 'profile']]))).toBe('profile');
    expect(mainTarget(new Map())).toBeNull();
  });
});
