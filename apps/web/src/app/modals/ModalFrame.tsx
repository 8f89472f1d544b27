import { AppModal } from '../../common/components/AppModal';
import { modalRegistry } from './modalRegistry';

/** The modal the address names, in the app's modal frame, if one is registered under that id. */
export function ModalFrame({ id }: { id: string }) {
  const definition = modalRegistry[id];
  if (!definition) return null;
  const Content = definition.component;
  return (
    <AppModal {...definition.frame}>
      <Content />
    </AppModal>
  );
}
