import { lazy } from 'react';
import { useAppModal } from '../../common/modals/useAppModal';

// The modal frame and registry load with the first modal a visit opens, not with the first page.
const ModalFrame = lazy(async () => ({ default: (await import('./ModalFrame')).ModalFrame }));

/** Renders the modal the address names (`?modal=<id>`); the layout wraps it in a Suspense boundary. */
export function ModalHost() {
  const { currentModal } = useAppModal();
  return currentModal ? <ModalFrame id={currentModal} /> : null;
}
