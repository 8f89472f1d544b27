import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconEye, IconEyeOff, IconLock, IconLockOpen } from '@tabler/icons-react';
import type { EditorElement } from '@vitrina/editor-core';
import { useTranslation } from 'react-i18next';
import type { EditorStore } from '../store/editorStore';
import classes from './LayerRow.module.css';

/** Names templates give layers by their kind ("shape", "sticker"): shown as the kind, in the interface language. */
const KIND_NAMES = new Set(['image', 'product', 'text', 'shape', 'sticker', 'badge']);

/** What a layer row shows: the element's name, else its text, else its kind. */
function useLayerName(element: EditorElement): string {
  const { t } = useTranslation('cardEditor');
  if (element.name && KIND_NAMES.has(element.name)) return t(`kinds.${element.name as EditorElement['type']}`);
  if (element.name) return element.name;
  if ((element.type === 'text' || element.type === 'badge') && element.text.trim()) return element.text.trim().slice(0, 40);
  return t(`kinds.${element.type}`);
}

export function LayerRow({ store, element, selected, isTop, isBottom }: { store: EditorStore; element: EditorElement; selected: boolean; isTop: boolean; isBottom: boolean }) {
  const { t } = useTranslation('cardEditor');
  const name = useLayerName(element);
  const ids = [element.id];
  return (
    <Group gap={2} wrap="nowrap" className={classes.row} data-selected={selected || undefined} data-testid={`layer-${element.id}`}>
      <UnstyledButton
        className={classes.name}
        onClick={(event) => (event.shiftKey ? store.run('selection.toggle', { id: element.id }) : store.run('selection.set', { ids }))}
        aria-pressed={selected}
      >
        <Text size="sm" truncate dir="auto" c={element.hidden ? 'dimmed' : undefined}>
          {name}
        </Text>
      </UnstyledButton>
      <ActionIcon variant="subtle" size="sm" aria-label={element.hidden ? t('layers.show') : t('layers.hide')} onClick={() => store.runOn(ids, 'element.toggleHidden')} data-testid="toggle-visibility">
        {element.hidden ? <IconEyeOff size={14} /> : <IconEye size={14} />}
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={element.locked ? t('layers.unlock') : t('layers.lock')}
        onClick={() => store.runOn(ids, element.locked ? 'element.unlock' : 'element.lock')}
        data-testid="toggle-layer-lock"
      >
        {element.locked ? <IconLock size={14} /> : <IconLockOpen size={14} />}
      </ActionIcon>
      <ActionIcon variant="subtle" size="sm" aria-label={t('layers.up')} disabled={isTop || element.locked} onClick={() => store.runOn(ids, 'order.forward')}>
        <IconChevronUp size={14} />
      </ActionIcon>
      <ActionIcon variant="subtle" size="sm" aria-label={t('layers.down')} disabled={isBottom || element.locked} onClick={() => store.runOn(ids, 'order.backward')}>
        <IconChevronDown size={14} />
      </ActionIcon>
    </Group>
  );
}
