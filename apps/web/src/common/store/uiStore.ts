import { create } from 'zustand';
import { MOBILE_QUERY, TABLET_QUERY, matchesNow } from '../utils/viewportQueries';

/** Common UI state, spec §3: names and start values exactly as listed there. */
export interface UiState {
  /** Width up to 1024 px (spec §4). */
  isMobile: boolean;
  /** Width 1025 to 1280 px. */
  isTablet: boolean;
  /** Index of the active section of a multi-section page; -1 when none. */
  sectionIndex: number;
  /** A feature's own long-running work; shows the global loading bar like a navigation does. */
  isLoading: boolean;
  /** The mobile navigation drawer. */
  isMenuOpen: boolean;
  setViewport: (viewport: { isMobile: boolean; isTablet: boolean }) => void;
  setSectionIndex: (index: number) => void;
  setLoading: (isLoading: boolean) => void;
  setMenuOpen: (isOpen: boolean) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  // Measured at start so the first paint already has the right layout (false outside a browser).
  isMobile: matchesNow(MOBILE_QUERY),
  isTablet: matchesNow(TABLET_QUERY),
  sectionIndex: -1,
  isLoading: false,
  isMenuOpen: false,
  setViewport: ({ isMobile, isTablet }) => set({ isMobile, isTablet, ...(isMobile ? {} : { isMenuOpen: false }) }),
  setSectionIndex: (sectionIndex) => set({ sectionIndex }),
  setLoading: (isLoading) => set({ isLoading }),
  setMenuOpen: (isMenuOpen) => set({ isMenuOpen }),
}));
