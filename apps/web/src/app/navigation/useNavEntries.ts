import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useToolAvailability } from '../../common/engines/useToolAvailability';
import { useLanguage } from '../../common/hooks/useLanguage';
import { menuItems, navTargets } from '../router/registry';
import { navIcons } from './navIcons';
import { MENU_SECTIONS, type MenuItem, type MenuSection, type NavId } from '../../common/routing/navItems';

export interface NavEntry {
  id: NavId;
  to: string;
  label: string;
  icon: Icon;
  beta: boolean;
  /** The entry's tool needs an engine this server has not configured (its page explains). */
  needsSetup: boolean;
}

export interface MenuGroup {
  section: MenuSection;
  label: string;
  entries: NavEntry[];
}

/** Header and menu entries for the registered pages, labelled in the current language. */
export function useNavEntries() {
  const { t } = useTranslation('layout');
  const lang = useLanguage();
  const textToImage = useToolAvailability('text-to-image');
  const tryOn = useToolAvailability('fashion-try-on');
  const unavailable = (tool: string | undefined) => {
    const state = tool === 'text-to-image' ? textToImage : tool === 'fashion-try-on' ? tryOn : null;
    return state !== null && !state.isPending && !state.isError && !state.available;
  };

  const entry = (id: NavId, label: string, beta = false, needsSetup = false): NavEntry | null => {
    const path = navTargets.get(id);
    return path === undefined ? null : { id, to: `/${lang}/${path}`, label, icon: navIcons[id], beta, needsSetup };
  };
  const menuEntries = (items: readonly MenuItem[]) =>
    items.flatMap((item) => entry(item.id, t(`menu.items.${item.id}`), item.beta, unavailable(item.needsTool)) ?? []);

  const groups: MenuGroup[] = MENU_SECTIONS.map((section) => ({
    section,
    label: t(`menu.sections.${section}`),
    entries: menuEntries(menuItems.filter((item) => item.section === section)),
  })).filter((group) => group.entries.length > 0);

  return {
    groups,
    footer: menuEntries(menuItems.filter((item) => item.section === 'account')),
    education: entry('education', t('header.education')),
    account: entry('account', t('header.account')),
  };
}

export type NavEntries = ReturnType<typeof useNavEntries>;
