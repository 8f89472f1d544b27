import { ModalTitle } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The visible heading of a dialog rendered inside an app modal. Mantine's ModalTitle registers
 * itself with the modal, so the dialog is named by its heading (aria-labelledby) without a second,
 * hidden title. Only for content that always renders inside a Modal.
 */
export function DialogTitle({ children }: { children: ReactNode }) {
  return (
    <ModalTitle fz="h3" fw={700} lh="h3">
      {children}
    </ModalTitle>
  );
}
