import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppModal } from '../modals/useAppModal';

type AppModalProps = Omit<ModalProps, 'onClose' | 'opened'> & { opened?: boolean };

/**
 * The frame of every app modal: its close button (and Escape, and the overlay) go back one step,
 * or to Products on a thank-you page (spec §2). Thank-you pages render their content in one too.
 */
export function AppModal({ opened = true, children, ...props }: AppModalProps) {
  const { closeModal } = useAppModal();
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={closeModal} centered radius="lg" closeButtonProps={{ 'aria-label': t('actions.close') }} {...props}>
      {children}
    </Modal>
  );
}
