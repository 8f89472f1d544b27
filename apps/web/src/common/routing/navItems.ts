/**
 * Everything the header and the side menu can show (spec §2 labels). A feature's manifest declares
 * the entries it provides (section, beta, needed tool) and one of its routes claims each with
 * `handle: navHandle('<id>')`: features appear as they land.
 */
export const MENU_SECTIONS = ['create', 'edit', 'library'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export interface MenuItem {
  id: MenuItemId;
  /** Where the entry sits; `account` entries sit apart, at the foot of the menu. */
  section: MenuSection | 'account';
  beta?: boolean;
  /** A tool that needs an engine the operator configures: the entry is marked while it is unavailable. */
  needsTool?: string;
}

/** The menu's entries in menu order: creation first, then editing tools, then the user's library; plans at the foot. */
export const MENU_ITEM_IDS = [
  'generation',
  'imageGeneration',
  'infographics',
  'fashion',
  'backgroundRemoval',
  'shadow',
  'createBackground',
  'upscale',
  'outpaint',
  'inpaint',
  'watermarks',
  'myProducts',
  'gallery',
  'inspiration',
  'plans',
] as const;
export type MenuItemId = (typeof MENU_ITEM_IDS)[number];

/** Header entries that are pages of the app (Community is an external link, see config). */
export const HEADER_ITEM_IDS = ['education', 'account'] as const;
export type HeaderItemId = (typeof HEADER_ITEM_IDS)[number];

export type NavId = MenuItemId | HeaderItemId;

/** A header entry (Education, Personal account): it sits in the header, not in the side menu. */
interface HeaderItem {
  id: HeaderItemId;
  section: 'header';
}

/** A header or menu entry a feature provides; the route with `handle: navHandle(id)` is where it leads. */
export type NavItem = MenuItem | HeaderItem;

/** Main redirects here (spec §2: Main -> CreateProduct, whose menu label is Generation). */
export const MAIN_NAV_ID: NavId = 'generation';

/** What a route may carry in `handle`. */
export interface AppRouteHandle {
  nav?: NavId;
}

/** Marks a route as the target of a header or menu entry: `handle: navHandle('gallery')`. */
export const navHandle = (nav: NavId): AppRouteHandle => ({ nav });
