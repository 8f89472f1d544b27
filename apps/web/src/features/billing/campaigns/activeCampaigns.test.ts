import { describe, expect, it } from 'vitest';
import type { Campaign } from '@vitrina/contracts';
import { runningCampaigns } from './activeCampaigns';

const blackFriday: Campaign = { id: 'bf', kind: 'banner', startsAt: '2026-11-18T21:00:00.000Z', endsAt: '2026-12-03T21:00:00.000Z', title: 'Black Friday', text: '', discountPercent: 20 };
const notice: Campaign = { id: 'price', kind: 'notice', startsAt: '2026-08-01T00:00:00.000Z', endsAt: '2026-08-18T21:00:00.000Z', title: '', text: 'Prices rise', discountPercent: null };

describe('running campaigns', () => {
  it('keeps a campaign from its start to just before its end, by kind', () => {
    expect(runningCampaigns([blackFriday, notice], new Date('2026-11-18T21:00:00Z'), 'banner')).toEqual([blackFriday]);
    expect(runningCampaigns([blackFriday, notice], new Date('2026-12-03T20:59:59Z'), 'banner')).toEqual([blackFriday]);
    expect(runningCampaigns([blackFriday, notice], new Date('2026-12-03T21:00:00Z'), 'banner')).toEqual([]);
    expect(runningCampaigns([blackFriday, notice], new Date('2026-08-10T00:00:00Z'), 'notice')).toEqual([notice]);
  });
});
