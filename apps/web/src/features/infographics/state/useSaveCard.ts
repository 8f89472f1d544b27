import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { showErrorToast } from '../../../common/notifications/toast';
import { infographicsApi } from '../api/infographicsApi';
import type { CardEditorHandle } from '../editor/CardEditor';
import { useInfographicsStore } from './infographicsStore';

/**
 * Save: the product photo's source (idempotent), the card rendered in the browser, then create
 * (first save) or update. Resolves with the card id, or null when it failed (the toast says why).
 */
export function useSaveCard(source: { imageId: string; generatedImageId: string | null }, editor: React.RefObject<CardEditorHandle | null>, initialId: string | null, onFirstSave: (id: string) => void) {
  const queryClient = useQueryClient();
  // The id of the card this page created; a card opened for editing is `initialId` (known only once loaded).
  const createdId = useRef<string | null>(null);
  const [saving, setSaving] = useState(false);
  const setLoading = useInfographicsStore((state) => state.setLoading);

  const save = async (): Promise<string | null> => {
    const handle = editor.current;
    if (!handle || saving) return null;
    setSaving(true);
    setLoading(true);
    try {
      const image = await handle.renderPng();
      const state = handle.getDocument();
      let id = createdId.current ?? initialId;
      const creating = id === null;
      if (id) await infographicsApi.update(id, image, state);
      else {
        const { id: sourceId } = source.generatedImageId ? await infographicsApi.generatedSource(source.generatedImageId) : await infographicsApi.imageSource(source.imageId);
        id = (await infographicsApi.create(sourceId, image, state)).id;
        createdId.current = id;
      }
      // Saved before the address changes, so nothing sees the new address with unsaved state.
      handle.markSaved();
      if (creating) onFirstSave(id);
      await queryClient.invalidateQueries({ queryKey: ['infographics'], refetchType: 'none' });
      return id;
    } catch (error) {
      showErrorToast(error);
      return null;
    } finally {
      setSaving(false);
      setLoading(false);
    }
  };
  return { save, saving };
}
