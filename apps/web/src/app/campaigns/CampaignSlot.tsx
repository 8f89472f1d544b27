import { activeCampaign, type CampaignContext } from './campaigns';

/** The header's campaign slot: the banner of the campaign running today, or nothing. */
export function CampaignSlot(context: CampaignContext) {
  const campaign = activeCampaign(new Date());
  return campaign ? <div data-testid={`campaign-${campaign.id}`}>{campaign.render(context)}</div> : null;
}
