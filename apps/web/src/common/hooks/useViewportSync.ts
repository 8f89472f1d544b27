import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useUiStore } from '../store/uiStore';
import { MOBILE_QUERY, TABLET_QUERY } from '../utils/viewportQueries';

/** Keeps `isMobile` and `isTablet` in the UI store in step with the window width (spec §4). */
export function useViewportSync(): void {
  const isMobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
  const isTablet = useMediaQuery(TABLET_QUERY, undefined, { getInitialValueInEffect: false });
  const setViewport = useUiStore((state) => state.setViewport);
  useEffect(() => setViewport({ isMobile, isTablet }), [isMobile, isTablet, setViewport]);
}
