import { Anchor, Divider, Drawer, Stack } from '@mantine/core';
import { IconArrowUpRight, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BrandLogo } from '../../common/components/BrandLogo';
import { LanguageMenu } from '../../common/components/LanguageMenu';
import { useUiStore } from '../../common/store/uiStore';
import { CampaignBanner } from '../../features/billing';
import { useCommunityUrl } from '../../common/api/publicConfig';
import type { NavEntries, NavEntry } from '../navigation/useNavEntries';
import classes from './MobileMenuDrawer.module.css';
import { SideMenu } from './SideMenu';

function DrawerLink({ entry, onNavigate }: { entry: NavEntry; onNavigate: () => void }) {
  const Icon = entry.icon;
  return (
    <NavLink to={entry.to} className={classes.link} onClick={onNavigate}>
      <Icon size={20} stroke={1.7} aria-hidden />
      {entry.label}
    </NavLink>
  );
}

/** Mobile layout (width up to 1024 px): the menu and the header entries in a drawer opened by the burger. */
export function MobileMenuDrawer({ entries }: { entries: NavEntries }) {
  const { t } = useTranslation(['common', 'layout']);
  const isOpen = useUiStore((state) => state.isMenuOpen && state.isMobile);
  const setMenuOpen = useUiStore((state) => state.setMenuOpen);
  const close = () => setMenuOpen(false);
  const communityUrl = useCommunityUrl();
  const headerLinks = [entries.education, entries.account].filter((entry): entry is NavEntry => entry !== null);

  return (
    <Drawer
      opened={isOpen}
      onClose={close}
      // Logical in Mantine: "left" is the start side, so the drawer opens from the right in Arabic.
      position="left"
      size={320}
      title={<BrandLogo />}
      closeButtonProps={{ 'aria-label': t('common:actions.closeMenu') }}
      classNames={{ body: classes.body }}
      data-testid="mobile-menu"
    >
      <div className={classes.campaign}>
        <CampaignBanner onNavigate={close} />
      </div>
      <div className={classes.menu}>
        <SideMenu entries={entries} onNavigate={close} />
      </div>
      <Divider />
      <Stack gap={2} p="sm">
        {headerLinks.map((entry) => (
          <DrawerLink key={entry.id} entry={entry} onNavigate={close} />
        ))}
        <Anchor href={communityUrl} target="_blank" rel="noopener noreferrer" className={classes.link} underline="never">
          <IconUsers size={20} stroke={1.7} aria-hidden />
          {t('layout:header.community')}
          <IconArrowUpRight size={14} aria-hidden />
        </Anchor>
        <LanguageMenu fullWidth />
      </Stack>
    </Drawer>
  );
}
