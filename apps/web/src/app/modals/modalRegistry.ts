import type { ModalProps } from '@mantine/core';
import { lazy, type ComponentType } from 'react';
import { billingModals } from '../../features/billing';
import { SHARE_MODAL } from '../../common/modals/shareModalParams';

// Modal code loads when the modal first opens (ModalHost waits for it in a Suspense boundary).
const ShareModal = lazy(async () => ({ default: (await import('../../common/components/ShareModal')).ShareModal }));

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
  [SHARE_MODAL]: { component: ShareModal },
  ...billingModals,
};
