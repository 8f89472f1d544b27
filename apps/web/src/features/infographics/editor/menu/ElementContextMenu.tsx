import { Box, Menu, Text } from '@mantine/core';
import type { CommandId, EditorState } from '@vitrina/editor-core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { isMacPlatform } from '../keyboard/keyboard';
import type { EditorStore } from '../store/editorStore';
import { contextMenuItems } from './contextMenuItems';

export interface MenuPlace {
  /** Where the menu opens, relative to the stage area. */
  x: number;
  y: number;
}

/**
 * The right-click menu of the card: the same editor-core commands as the toolbar and the
 * shortcuts, each enabled as the command says, with its shortcut shown.
 */
export function ElementContextMenu({ store, state, place, onClose }: { store: EditorStore; state: EditorState; place: MenuPlace | null; onClose: () => void }) {
  const { t } = useTranslation('cardEditor');
  const groups = contextMenuItems(state, store.hasClipboard(), isMacPlatform());
  const run = (id: CommandId) => {
    if (id === 'clipboard.paste') store.paste();
    else (store.run as (command: CommandId) => unknown)(id);
  };
  return (
    <Menu opened={place !== null} onChange={(opened) => !opened && onClose()} position="bottom-start" offset={2} withinPortal shadow="md" width={240}>
      <Menu.Target>
        <Box pos="absolute" left={place?.x ?? 0} top={place?.y ?? 0} w={1} h={1} aria-hidden />
      </Menu.Target>
      <Menu.Dropdown data-testid="card-context-menu">
        {groups.map((group, index) => (
          <Fragment key={group[0]?.id ?? index}>
            {index > 0 && <Menu.Divider />}
            {group.map((item) => (
              <Menu.Item
                key={item.id}
                disabled={!item.enabled}
                onClick={() => run(item.id)}
                rightSection={
                  item.shortcut && (
                    <Text size="xs" c="dimmed" dir="ltr">
                      {item.shortcut}
                    </Text>
                  )
                }
                data-testid={`menu-${item.id}`}
              >
                {t(item.labelKey as 'commands.copy')}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
