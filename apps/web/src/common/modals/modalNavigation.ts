import type { Language } from '@vitrina/contracts';
import { paths } from '../routing/paths';

/** App modals are addressed by this search parameter, so a modal is a step in history. */
export const MODAL_PARAM = 'modal';

export type ModalCloseAction = { kind: 'back' } | { kind: 'navigate'; to: string };

/**
 * Where a modal's close button leads (spec §2): back one step; on a thank-you page, to Products.
 * A modal opened straight from a link has no step to go back to inside the app, so closing it
 * removes it from the address instead of leaving the site.
 */
export function modalCloseAction(location: { pathname: string; search: string; hash: string }, hasInAppHistory: boolean, lang: Language): ModalCloseAction {
  if (/\/thank-you\/?$/.test(location.pathname)) return { kind: 'navigate', to: paths.products(lang) };
  if (hasInAppHistory) return { kind: 'back' };
  const params = new URLSearchParams(location.search);
  params.delete(MODAL_PARAM);
  const search = params.toString();
  return { kind: 'navigate', to: `${location.pathname}${search ? `?${search}` : ''}${location.hash}` };
}

/** The address that opens modal `id` over the current page, with optional extra values. */
export function modalHref(location: { pathname: string; search: string }, id: string, values: Record<string, string> = {}): string {
  const params = new URLSearchParams(location.search);
  params.set(MODAL_PARAM, id);
  for (const [key, value] of Object.entries(values)) params.set(key, value);
  return `${location.pathname}?${params.toString()}`;
}
