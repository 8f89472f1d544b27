import { ActionIcon, Divider, Group, Menu, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconBadge, IconCopy, IconShape, IconTrash, IconTypography } from '@tabler/icons-react';
import { getCommand, type EditorState, type SHAPE_KINDS } from '@vitrina/editor-core';
import { useTranslation } from 'react-i18next';
import { newBadge, newShape, newText } from '../newElements';
import type { EditorStore } from '../store/editorStore';
import { ToolButton } from './ToolButton';

const SHAPES: readonly (typeof SHAPE_KINDS)[number][] = ['rect', 'ellipse', 'line', 'star'];

/** Undo/redo, adding text, shapes and badges, duplicate and delete. */
export function EditorToolbar({ store, state }: { store: EditorStore; state: EditorState }) {
  const { t, i18n } = useTranslation('cardEditor');
  const canvas = state.doc.canvas;
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const enabled = (id: string) => getCommand(id).isEnabled(state);

  return (
    <Group gap="xs" data-testid="card-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <ToolButton label={t('toolbar.undo')} onClick={() => store.undo()} disabled={!store.history.canUndo()} testId="undo">
        <IconArrowBackUp size={18} />
      </ToolButton>
      <ToolButton label={t('toolbar.redo')} onClick={() => store.redo()} disabled={!store.history.canRedo()} testId="redo">
        <IconArrowForwardUp size={18} />
      </ToolButton>
      <Divider orientation="vertical" />
      <ToolButton label={t('toolbar.addText')} onClick={() => store.run('element.add', { element: newText(canvas, t('defaults.text'), rtl) })} testId="add-text">
        <IconTypography size={18} />
      </ToolButton>
      <Menu position="bottom-start">
        <Menu.Target>
          <Tooltip label={t('toolbar.addShape')}>
            <ActionIcon variant="default" size="lg" aria-label={t('toolbar.addShape')} data-testid="add-shape">
              <IconShape size={18} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          {SHAPES.map((shape) => (
            <Menu.Item key={shape} onClick={() => store.run('element.add', { element: newShape(canvas, shape) })} data-testid={`add-shape-${shape}`}>
              {t(`shapes.${shape}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ToolButton label={t('toolbar.addBadge')} onClick={() => store.run('element.add', { element: newBadge(canvas, t('defaults.badge')) })} testId="add-badge">
        <IconBadge size={18} />
      </ToolButton>
      <Divider orientation="vertical" />
      <ToolButton label={t('toolbar.duplicate')} onClick={() => store.run('element.duplicate')} disabled={!enabled('element.duplicate')} testId="duplicate">
        <IconCopy size={18} />
      </ToolButton>
      <ToolButton label={t('toolbar.delete')} onClick={() => store.run('element.delete')} disabled={!enabled('element.delete')} testId="delete">
        <IconTrash size={18} />
      </ToolButton>
    </Group>
  );
}
