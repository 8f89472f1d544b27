import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../hooks/useLanguage';
import { MODAL_PARAM, modalCloseAction, modalHref } from './modalNavigation';

/** Opens and closes app modals through the address, so Back closes them too. */
export function useAppModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const lang = useLanguage();

  const open = useCallback((id: string, values?: Record<string, string>) => void navigate(modalHref(location, id, values)), [location, navigate]);

  const close = useCallback(() => {
    // react-router marks the first page of a visit with the key "default": nothing to go back to.
    const action = modalCloseAction(location, location.key !== 'default', lang);
    if (action.kind === 'back') void navigate(-1);
    else void navigate(action.to, { replace: true });
  }, [location, navigate, lang]);

  return { openModal: open, closeModal: close, currentModal: new URLSearchParams(location.search).get(MODAL_PARAM) };
}
