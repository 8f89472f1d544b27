import type { Campaign } from '@vitrina/contracts';

/** Campaigns running at `now` (the server lists active ones; a tab left open may outlive a window). */
export function runningCampaigns(campaigns: readonly Campaign[], now: Date, kind: Campaign['kind']): Campaign[] {
  const time = now.getTime();
  return campaigns.filter((campaign) => campaign.kind === kind && Date.parse(campaign.startsAt) <= time && time < Date.parse(campaign.endsAt));
}
