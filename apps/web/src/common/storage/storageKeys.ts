/** Local storage keys, exactly as spec §3 names them. Nothing else writes to localStorage. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  lang: 'lang',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  newUserPromo: 'newUserPromo',
  isReg: 'isReg',
  transfer: 'transfer',
} as const;

/** Per-tool keys (spec §3): each tool keeps its last working state under its own key. */
export const TOOL_STORAGE_KEYS = ['remove-background', 'inpaint', 'outpaint', 'generation', 'infographics', 'shadows'] as const;
export type ToolStorageKey = (typeof TOOL_STORAGE_KEYS)[number];

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | ToolStorageKey;

/** The marketing values read from the query string and kept for attribution. */
export const MARKETING_KEYS = [STORAGE_KEYS.utmSource, STORAGE_KEYS.utmMedium, STORAGE_KEYS.utmCampaign] as const;
