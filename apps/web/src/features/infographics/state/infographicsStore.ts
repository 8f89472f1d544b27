import { create } from 'zustand';

/** Where the close-confirmation modal sends the user when they choose to leave (spec §3). */
export interface SourcePath {
  name: string;
  params: Record<string, string>;
}

/** The spec's Infographics state (§3): loading, infographicsSaved, showCloseModal, sourcePath. */
export interface InfographicsState {
  loading: boolean;
  infographicsSaved: boolean;
  showCloseModal: boolean;
  sourcePath: SourcePath | null;
  setLoading: (loading: boolean) => void;
  setSaved: (saved: boolean) => void;
  setShowCloseModal: (show: boolean) => void;
  setSourcePath: (path: SourcePath | null) => void;
}

export const useInfographicsStore = create<InfographicsState>((set) => ({
  loading: false,
  infographicsSaved: true,
  showCloseModal: false,
  sourcePath: null,
  setLoading: (loading) => set({ loading }),
  setSaved: (infographicsSaved) => set({ infographicsSaved }),
  setShowCloseModal: (showCloseModal) => set({ showCloseModal }),
  setSourcePath: (sourcePath) => set({ sourcePath }),
}));
