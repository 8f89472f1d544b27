import { Group, Stack, Text } from '@mantine/core';
import {
  IconArrowBarToDown,
  IconArrowBarToUp,
  IconArrowDown,
  IconArrowUp,
  IconLayoutAlignBottom,
  IconLayoutAlignCenter,
  IconLayoutAlignLeft,
  IconLayoutAlignMiddle,
  IconLayoutAlignRight,
  IconLayoutAlignTop,
  IconLayoutDistributeHorizontal,
  IconLayoutDistributeVertical,
} from '@tabler/icons-react';
import { getCommand, type CommandId, type EditorState } from '@vitrina/editor-core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorStore } from '../store/editorStore';
import { ToolButton } from '../toolbar/ToolButton';

type Action = { id: CommandId; label: string; icon: ReactNode };

const ORDER: Action[] = [
  { id: 'order.front', label: 'front', icon: <IconArrowBarToUp size={18} /> },
  { id: 'order.forward', label: 'forward', icon: <IconArrowUp size={18} /> },
  { id: 'order.backward', label: 'backward', icon: <IconArrowDown size={18} /> },
  { id: 'order.back', label: 'back', icon: <IconArrowBarToDown size={18} /> },
];

const ALIGN: Action[] = [
  { id: 'align.left', label: 'left', icon: <IconLayoutAlignLeft size={18} /> },
  { id: 'align.centre', label: 'centre', icon: <IconLayoutAlignCenter size={18} /> },
  { id: 'align.right', label: 'right', icon: <IconLayoutAlignRight size={18} /> },
  { id: 'align.top', label: 'top', icon: <IconLayoutAlignTop size={18} /> },
  { id: 'align.middle', label: 'middle', icon: <IconLayoutAlignMiddle size={18} /> },
  { id: 'align.bottom', label: 'bottom', icon: <IconLayoutAlignBottom size={18} /> },
  { id: 'distribute.horizontal', label: 'distributeHorizontal', icon: <IconLayoutDistributeHorizontal size={18} /> },
  { id: 'distribute.vertical', label: 'distributeVertical', icon: <IconLayoutDistributeVertical size={18} /> },
];

/** Z-order buttons, and alignment (to the card for one element, to each other for several). */
export function ArrangeSection({ store, state }: { store: EditorStore; state: EditorState }) {
  const { t } = useTranslation('cardEditor');
  const buttons = (actions: Action[]) =>
    actions.map((action) => (
      <ToolButton
        key={action.id}
        label={t(`properties.arrange.${action.label}` as 'properties.arrange.front')}
        onClick={() => (store.run as (id: CommandId) => unknown)(action.id)}
        disabled={!getCommand(action.id).isEnabled(state)}
        testId={action.id}
      >
        {action.icon}
      </ToolButton>
    ));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('properties.orderTitle')}
      </Text>
      <Group gap={6}>{buttons(ORDER)}</Group>
      <Text size="sm" fw={500}>
        {state.selection.length > 1 ? t('properties.alignSelection') : t('properties.alignCard')}
      </Text>
      <Group gap={6}>{buttons(ALIGN)}</Group>
    </Stack>
  );
}
