import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { TEXT_FIELD_MAX } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../../common/notifications/toast';
import { infographicsApi } from '../api/infographicsApi';
import type { CardEditorHandle } from '../editor/CardEditor';

/** Saves the current card as one of my templates (image + state), named by the user. */
export function SaveTemplateModal({ opened, editor, onClose }: { opened: boolean; editor: React.RefObject<CardEditorHandle | null>; onClose: () => void }) {
  const { t } = useTranslation('infographics');
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const tooLong = name.trim().length > TEXT_FIELD_MAX;
  const submit = async () => {
    const handle = editor.current;
    if (!handle || busy || tooLong || name.trim() === '') return;
    setBusy(true);
    try {
      await infographicsApi.saveTemplate(await handle.renderPng(), handle.getDocument(), name.trim());
      await queryClient.invalidateQueries({ queryKey: ['infographics', 'templates'] });
      showToast({ message: t('template.saved'), tone: 'success' });
      setName('');
      onClose();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('template.title')} centered>
      <form onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <TextInput label={t('template.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} error={tooLong ? t('template.tooLong') : undefined} data-autofocus data-testid="template-name" />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('template.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={name.trim() === '' || tooLong} data-testid="template-submit">
            {t('template.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
