import { Button, Drawer, Group } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconStack2 } from '@tabler/icons-react';
import type { EditorState } from '@vitrina/editor-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorStore } from '../store/editorStore';
import { LayersPanel } from './LayersPanel';
import { PropertiesPanel } from './PropertiesPanel';
import classes from './PanelSheets.module.css';

type Sheet = 'properties' | 'layers';

/**
 * On phones and tablets (≤ 1024 px) the properties and layers panels open as bottom sheets from a
 * bar under the stage, so the card keeps the whole width of the screen.
 */
export function PanelSheets({ store, state, onEditText }: { store: EditorStore; state: EditorState; onEditText: (id: string) => void }) {
  const { t } = useTranslation('cardEditor');
  const [open, setOpen] = useState<Sheet | null>(null);
  const close = () => setOpen(null);
  const editText = (id: string) => {
    close();
    onEditText(id);
  };
  return (
    <>
      <Group gap="xs" grow className={classes.bar} data-testid="panel-sheet-bar">
        <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={16} />} onClick={() => setOpen('properties')} data-testid="open-properties" classNames={{ label: classes.label }}>
          {t('properties.title')}
        </Button>
        <Button variant="default" leftSection={<IconStack2 size={16} />} onClick={() => setOpen('layers')} data-testid="open-layers" classNames={{ label: classes.label }}>
          {t('layers.title')}
        </Button>
      </Group>
      <Drawer
        opened={open !== null}
        onClose={close}
        position="bottom"
        size="auto"
        title={open === 'layers' ? t('layers.title') : t('properties.title')}
        classNames={{ content: classes.sheet, body: classes.body }}
        data-testid="panel-sheet"
      >
        {open === 'properties' && <PropertiesPanel store={store} state={state} onEditText={editText} />}
        {open === 'layers' && <LayersPanel store={store} state={state} />}
      </Drawer>
    </>
  );
}
