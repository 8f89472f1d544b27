import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './CampaignBanner.module.css';

/** Black Friday (spec §1). Links to Plans when that page exists. */
export function BlackFridayBanner({ plansPath }: { plansPath: string | null }) {
  const { t } = useTranslation('layout');
  const content = (
    <Group gap="xs" wrap="nowrap">
      <Badge variant="filled" color="dark" radius="sm">
        {t('campaigns.blackFriday.title')}
      </Badge>
      <Text size="sm" fw={500} truncate>
        {t('campaigns.blackFriday.text')}
      </Text>
      {plansPath && (
        <Text size="sm" fw={600} c="brand.7">
          {t('campaigns.blackFriday.action')}
        </Text>
      )}
    </Group>
  );
  if (!plansPath) return <div className={classes.banner}>{content}</div>;
  return (
    <UnstyledButton component={Link} to={plansPath} className={classes.banner}>
      {content}
    </UnstyledButton>
  );
}
