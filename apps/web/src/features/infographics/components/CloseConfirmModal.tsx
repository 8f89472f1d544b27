import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The infographics close-confirmation (spec §2): unsaved changes hold the navigation back. */
export function CloseConfirmModal({ opened, saving, onStay, onLeave, onSaveAndLeave }: { opened: boolean; saving: boolean; onStay: () => void; onLeave: () => void; onSaveAndLeave: () => void }) {
  const { t } = useTranslation('infographics');
  return (
    <Modal opened={opened} onClose={onStay} title={t('close.title')} centered data-testid="close-confirmation">
      <Text size="sm">{t('close.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay}>
          {t('close.stay')}
        </Button>
        <Button variant="light" color="red" onClick={onLeave} data-testid="leave-unsaved">
          {t('close.leave')}
        </Button>
        <Button onClick={onSaveAndLeave} loading={saving} data-testid="save-and-leave">
          {t('close.saveAndLeave')}
        </Button>
      </Group>
    </Modal>
  );
}
