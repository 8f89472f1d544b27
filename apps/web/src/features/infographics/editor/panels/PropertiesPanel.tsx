import { Paper, Stack, Title } from '@mantine/core';
import { selectedElements, type EditorState } from '@vitrina/editor-core';
import { useTranslation } from 'react-i18next';
import type { EditorStore } from '../store/editorStore';
import { ArrangeSection } from './ArrangeSection';
import { CanvasSection } from './CanvasSection';
import { CommonSection } from './CommonSection';
import { FillSection } from './FillSection';
import { TextSection } from './TextSection';

/** Properties of the selection: per-kind sections, then opacity, lock, order and alignment. */
export function PropertiesPanel({ store, state, onEditText }: { store: EditorStore; state: EditorState; onEditText: (id: string) => void }) {
  const { t } = useTranslation('cardEditor');
  const selected = selectedElements(state.doc, state.selection);
  const text = selected.find((element) => element.type === 'text');
  const filled = selected.find((element) => element.type === 'shape' || element.type === 'badge');
  return (
    <Paper withBorder p="sm" data-testid="properties-panel">
      <Stack gap="sm">
        <Title order={2} size="h6">
          {t('properties.title')}
        </Title>
        {selected.length === 0 ? (
          <CanvasSection store={store} state={state} />
        ) : (
          <>
            {text?.type === 'text' && <TextSection key={`${text.id}:${text.text}`} store={store} element={text} onEditText={onEditText} />}
            {filled && (filled.type === 'shape' || filled.type === 'badge') && <FillSection key={`${filled.id}:${filled.type === 'badge' ? filled.text : ''}`} store={store} element={filled} />}
            <CommonSection store={store} elements={selected} />
            <ArrangeSection store={store} state={state} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
