import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { billingPaths } from '../billingPaths';
import { formatNumber } from '../pricing';
import { runningCampaigns } from './activeCampaigns';
import classes from './CampaignBanner.module.css';
import { useCampaigns } from './useCampaigns';

/**
 * The header's campaign banner (spec §2: Black Friday, November 19 to December 3 every year).
 * Windows, texts and discounts are the server's data; the banner links to Plans.
 */
export function CampaignBanner({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('billing');
  const lang = useLanguage();
  const campaign = runningCampaigns(useCampaigns().data ?? [], new Date(), 'banner')[0];
  if (!campaign) return null;
  return (
    <UnstyledButton component={Link} to={billingPaths.plans(lang)} className={classes.banner} onClick={onNavigate} data-testid={`campaign-${campaign.id}`}>
      <Group gap="xs" wrap="nowrap">
        <Badge variant="filled" color="dark" radius="sm" className={classes.badge}>
          {campaign.discountPercent ? t('plans.discount', { percent: formatNumber(campaign.discountPercent, lang) }) : campaign.title}
        </Badge>
        <Text size="sm" fw={500} truncate>
          {campaign.discountPercent ? `${campaign.title}: ${campaign.text}` : campaign.text}
        </Text>
        <Text size="sm" fw={600} c="brand.7" className={classes.action}>
          {t('campaign.action')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
