import { beforeEach, describe, expect, it } from 'vitest';
import { appStorage } from '../../../common/storage/storage';
import { infographicsStorage } from './infographicsStorage';

describe('the infographics storage key', () => {
  beforeEach(() => appStorage.remove('infographics'));

  it('remembers the last preset under the spec key', () => {
    expect(infographicsStorage.preset()).toBe('card-3-4');
    infographicsStorage.savePreset('square');
    expect(infographicsStorage.preset()).toBe('square');
    expect(JSON.parse(appStorage.get('infographics') ?? '{}')).toEqual({ preset: 'square' });
  });

  it('falls back to the 3:4 card on junk or an unknown preset', () => {
    appStorage.set('infographics', '{not json');
    expect(infographicsStorage.preset()).toBe('card-3-4');
    appStorage.set('infographics', JSON.stringify({ preset: 'billboard' }));
    expect(infographicsStorage.preset()).toBe('card-3-4');
  });
});
