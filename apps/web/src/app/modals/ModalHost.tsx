import { AppModal } from '../../common/components/AppModal';
import { useAppModal } from '../../common/modals/useAppModal';
import { modalRegistry } from './modalRegistry';

/** Renders the modal the address names, if one is registered under that id. */
export function ModalHost() {
  const { currentModal } = useAppModal();
  const definition = currentModal ? modalRegistry[currentModal] : undefined;
  if (!definition) return null;
  const Content = definition.component;
  return (
    <AppModal {...definition.frame}>
      <Content />
    </AppModal>
  );
}
