import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before deleting `count` items; deleting cannot be undone. */
export function ConfirmDelete({ count, opened, busy, onCancel, onConfirm }: { count: number; opened: boolean; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('confirmDelete.title', { count })} centered>
      <Text size="sm">{t('confirmDelete.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm} data-testid="confirm-delete">
          {t('actions.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
