import { Stack, Text } from '@mantine/core';
import type { EditorState } from '@vitrina/editor-core';
import { useTranslation } from 'react-i18next';
import type { EditorStore } from '../store/editorStore';
import { ColorField } from '../../../../common/components/ColorField';

/** With nothing selected: the card's background colour (one undo step per pick, through the history). */
export function CanvasSection({ store, state }: { store: EditorStore; state: EditorState }) {
  const { t } = useTranslation('cardEditor');
  const { canvas } = state.doc;
  const setBackground = (value: string) => {
    const background = value.toLowerCase();
    if (background === canvas.background) return;
    const current = store.getState();
    store.history.apply({ doc: { ...current.doc, canvas: { ...current.doc.canvas, background } }, selection: current.selection }, 'canvas.background');
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('properties.nothing')}
      </Text>
      <ColorField label={t('properties.background')} format="hexa" value={canvas.background} onChangeEnd={setBackground} data-testid="card-background" />
      <Text size="xs" c="dimmed">
        {t('properties.canvasSize', { width: canvas.width, height: canvas.height })}
      </Text>
    </Stack>
  );
}
