import { Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { EditorState } from '@vitrina/editor-core';
import { useTranslation } from 'react-i18next';
import type { EditorStore } from '../store/editorStore';
import { LayerRow } from './LayerRow';

/** The elements top-most first: select (Shift adds), hide, lock and move up or down. */
export function LayersPanel({ store, state }: { store: EditorStore; state: EditorState }) {
  const { t } = useTranslation('cardEditor');
  const { elements } = state.doc;
  const topFirst = [...elements].reverse();
  return (
    <Paper withBorder p="sm" data-testid="layers-panel">
      <Stack gap="xs">
        <Title order={2} size="h6">
          {t('layers.title')}
        </Title>
        {topFirst.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('layers.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={320}>
            <Stack gap={2}>
              {topFirst.map((element, index) => (
                <LayerRow
                  key={element.id}
                  store={store}
                  element={element}
                  selected={state.selection.includes(element.id)}
                  isTop={index === 0}
                  isBottom={index === topFirst.length - 1}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
