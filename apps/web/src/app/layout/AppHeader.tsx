import { ActionIcon, Anchor, Box, Burger, Button, Group } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '../../common/components/BrandLogo';
import { LanguageMenu } from '../../common/components/LanguageMenu';
import { useLanguage } from '../../common/hooks/useLanguage';
import { paths } from '../../common/routing/paths';
import { useUiStore } from '../../common/store/uiStore';
import { CampaignBanner, HeaderBalance } from '../../features/billing';
import { useCommunityUrl } from '../../common/api/publicConfig';
import type { NavEntries } from '../navigation/useNavEntries';
import classes from './AppHeader.module.css';

/** Header (spec §2): Education, Community, Personal account, the campaign banner, and the balance and plan (billing). */
export function AppHeader({ entries }: { entries: NavEntries }) {
  const { t } = useTranslation(['common', 'layout']);
  const lang = useLanguage();
  const isMobile = useUiStore((state) => state.isMobile);
  const isMenuOpen = useUiStore((state) => state.isMenuOpen);
  const setMenuOpen = useUiStore((state) => state.setMenuOpen);
  const AccountIcon = entries.account?.icon;
  const communityUrl = useCommunityUrl();

  return (
    <Group h="100%" px={{ base: 'md', md: 'lg' }} gap="md" wrap="nowrap" className={classes.header}>
      {isMobile && (
        <Burger
          opened={isMenuOpen}
          onClick={() => setMenuOpen(!isMenuOpen)}
          size="sm"
          aria-label={isMenuOpen ? t('common:actions.closeMenu') : t('common:actions.openMenu')}
          data-testid="menu-burger"
        />
      )}
      <Link to={paths.main(lang)} className={classes.home} aria-label={t('layout:header.home')}>
        <BrandLogo />
      </Link>

      <Box className={classes.campaign}>{!isMobile && <CampaignBanner />}</Box>

      {!isMobile && (
        <Group gap={4} wrap="nowrap" component="nav" aria-label={t('layout:menu.label')}>
          {entries.education && (
            <NavLink to={entries.education.to} className={classes.textLink}>
              {entries.education.label}
            </NavLink>
          )}
          <Anchor href={communityUrl} target="_blank" rel="noopener noreferrer" className={classes.textLink} underline="never" data-testid="community-link">
            {t('layout:header.community')}
            <IconArrowUpRight size={14} className={classes.external} aria-hidden />
          </Anchor>
          <LanguageMenu />
        </Group>
      )}
      <HeaderBalance compact={isMobile} />
      {entries.account && AccountIcon && !isMobile && (
        <Button component={Link} to={entries.account.to} variant="light" radius="xl" leftSection={<AccountIcon size={18} stroke={1.7} />}>
          {entries.account.label}
        </Button>
      )}
      {entries.account && AccountIcon && isMobile && (
        <ActionIcon component={Link} to={entries.account.to} variant="light" radius="xl" size="lg" aria-label={entries.account.label}>
          <AccountIcon size={20} stroke={1.7} />
        </ActionIcon>
      )}
    </Group>
  );
}
