import type { ModalProps } from '@mantine/core';
import type { ComponentType } from 'react';
import { billingModals, TransferWelcomeModal } from '../../features/billing';
import { TRANSFER_WELCOME_MODAL } from '../../features/auth/session/transferHook';
import { SHARE_MODAL, ShareModal } from '../../common/components/ShareModal';

export interface ModalDefinition {
  /** The modal's content; it reads its own values from the address if it needs any. */
  component: ComponentType;
  /** Title key or text is the feature's business; size and other frame options pass to Mantine. */
  frame?: Pick<ModalProps, 'size' | 'fullScreen' | 'withCloseButton' | 'padding'>;
}

/**
 * Modals opened by `?modal=<id>` (see common/modals). A feature that adds a modal (sharing, promo
 * code, no-credits, ...) adds one entry here.
 */
export const modalRegistry: Readonly<Record<string, ModalDefinition>> = {
  [TRANSFER_WELCOME_MODAL]: { component: TransferWelcomeModal },
  [SHARE_MODAL]: { component: ShareModal },
  ...billingModals,
};
