import { useDirection } from '@mantine/core';
import { textDirection } from '@vitrina/contracts';
import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { LiveAnnouncer } from '../../common/a11y/LiveAnnouncer';
import { NavigationProgress } from '../../common/components/NavigationProgress';
import { NotificationBanner } from '../../common/components/NotificationBanner';
import { PageFallback } from '../../common/components/PageFallback';
import { useLanguage } from '../../common/hooks/useLanguage';
import { useViewportSync } from '../../common/hooks/useViewportSync';
import { useUiStore } from '../../common/store/uiStore';
import { ModalHost } from '../modals/ModalHost';

/** Everything under /:lang: direction, viewport flags, loading bar, banner, modals, then the page. */
export function RootLayout() {
  const lang = useLanguage();
  const { setDirection } = useDirection();
  useLayoutEffect(() => setDirection(textDirection(lang)), [lang, setDirection]);
  useViewportSync();

  const navigation = useNavigation();
  const featureLoading = useUiStore((state) => state.isLoading);

  return (
    <>
      <NavigationProgress active={navigation.state !== 'idle' || featureLoading} />
      <NotificationBanner />
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        <ModalHost />
      </Suspense>
      <LiveAnnouncer />
    </>
  );
}

/**
 * Shown while the first page's guards and loaders run (profile load on a fresh visit): the loading
 * bar over the same splash index.html shows before the script runs (styles live there).
 */
export function BootFallback() {
  return (
    <>
      <NavigationProgress active />
      <div className="boot-splash" aria-hidden>
        <div className="boot-splash__mark" />
      </div>
    </>
  );
}
