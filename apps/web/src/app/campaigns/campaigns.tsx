import { BLACK_FRIDAY } from '@vitrina/contracts';
import type { ReactNode } from 'react';
import { BlackFridayBanner } from './BlackFridayBanner';
import { isWithinWindow, type CampaignWindow } from './campaignWindow';

export interface CampaignContext {
  /** Path of the Plans page under the current language, when that page is registered. */
  plansPath: string | null;
}

export interface Campaign {
  id: string;
  window: CampaignWindow;
  render(context: CampaignContext): ReactNode;
}

/** Campaigns for the header slot, first match wins. Add one with its dates and banner. */
export const campaigns: readonly Campaign[] = [
  { id: 'black-friday-2024', window: BLACK_FRIDAY, render: ({ plansPath }) => <BlackFridayBanner plansPath={plansPath} /> },
];

export function activeCampaign(now: Date, list: readonly Campaign[] = campaigns): Campaign | null {
  return list.find((campaign) => isWithinWindow(campaign.window, now)) ?? null;
}
