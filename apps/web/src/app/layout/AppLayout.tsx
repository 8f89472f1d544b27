import { AppShell } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageFallback } from '../../common/components/PageFallback';
import { useUiStore } from '../../common/store/uiStore';
import { BillingPrompts } from '../../features/billing';
import { useNavEntries } from '../navigation/useNavEntries';
import { AppHeader } from './AppHeader';
import classes from './AppLayout.module.css';
import { MobileMenuDrawer } from './MobileMenuDrawer';
import { QueuedWorkNotice } from './QueuedWorkNotice';
import { SideMenu } from './SideMenu';

/**
 * The signed-in layout: header, side menu (a narrow rail on tablets, a drawer on mobile) and the
 * page. Without any registered service the menu is left out and the page takes the full width.
 */
export function AppLayout() {
  const entries = useNavEntries();
  const isTablet = useUiStore((state) => state.isTablet);
  const hasMenu = entries.groups.length > 0 || entries.footer.length > 0;
  const { t } = useTranslation('common');

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={hasMenu ? { width: { md: 84, lg: 256 }, breakpoint: 'md', collapsed: { mobile: true } } : undefined}
      padding={{ base: 'md', md: 'xl' }}
      classNames={{ root: classes.root, header: classes.header, navbar: classes.navbar, main: classes.main }}
    >
      {/* Keyboard users skip the header and menu (WCAG 2.4.1); visible only while focused. */}
      <a href="#main-content" className={classes.skipLink}>
        {t('a11y.skipToContent')}
      </a>
      <AppShell.Header>
        <AppHeader entries={entries} />
      </AppShell.Header>
      {hasMenu && (
        <AppShell.Navbar data-testid="side-menu">
          <SideMenu entries={entries} compact={isTablet} />
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main-content" tabIndex={-1}>
        {/* A page whose texts are still loading waits here, inside the header and menu. */}
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <MobileMenuDrawer entries={entries} />
      <BillingPrompts />
      <QueuedWorkNotice />
    </AppShell>
  );
}
