/** Business constants and limits from spec §9. One place, shared by web and server. */
export const FREE_GENERATIONS_ON_REGISTRATION = 5;
export const TRIAL_DAYS = 14;
export const NEW_USER_PROMO = { percentOff: 30, hours: 24 } as const;
export const PLAN_TERMS_MONTHS = [1, 3, 6, 12] as const;
export type PlanTermMonths = (typeof PLAN_TERMS_MONTHS)[number];

export const MB = 1024 * 1024;
export const UPLOAD_LIMITS = {
  maxBytes: 5 * MB,
  maxBytesShadow: 15 * MB,
  /** Each side must be under this many pixels. */
  maxDimensionExclusive: 2048,
  formats: ['jpg', 'png', 'webp'] as const,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'] as const,
} as const;

export const TEXT_FIELD_MAX = 255;
export const PASSWORD_MIN = 8;
export const PROMPT_WEIGHT_STRONGER = { min: 1.1, max: 1.5 } as const;
export const PROMPT_WEIGHT_WEAKER = { min: 0.5, max: 0.9 } as const;

export const DEFAULT_MESSENGER_COUNTRY = 'AE';

export const TOAST_MS = 5000;
export const LOADER_HIDE_DELAY_MS = 200;
/** Mobile is width up to 1024 px; tablet 1025 to 1280 px. */
export const BREAKPOINTS = { mobileMax: 1024, tabletMax: 1280 } as const;

export const INFOGRAPHIC_PREVIEWS_PER_SOURCE = 6;

export const BLACK_FRIDAY = { start: '2024-11-19', end: '2024-12-03' } as const;

/**
 * Largest result a tool may produce, per side (issue 18: bounded work and storage). Upscale is
 * the one tool whose point is a bigger image; every other tool stays within 4096 × 4096. An
 * upscale is also bounded to 32 megapixels (issue 25: its time follows its size; 422
 * upscale_too_large).
 */
export const OUTPUT_LIMITS = { maxSide: 4096, upscaleMaxSide: 8192, upscaleMaxMegapixels: 32 } as const;
