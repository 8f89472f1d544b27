/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External community link shown in the header; the entry is hidden when unset. */
  readonly VITE_COMMUNITY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
