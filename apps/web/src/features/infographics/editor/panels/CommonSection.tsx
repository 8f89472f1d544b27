import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import type { EditorElement } from '@vitrina/editor-core';
import { useTranslation } from 'react-i18next';
import type { EditorStore } from '../store/editorStore';

/** Opacity and lock for every selected element. */
export function CommonSection({ store, elements }: { store: EditorStore; elements: readonly EditorElement[] }) {
  const { t } = useTranslation('cardEditor');
  const first = elements[0];
  const allLocked = elements.every((element) => element.locked);
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {t('properties.opacity')}
        </Text>
        <Slider
          min={0}
          max={100}
          value={Math.round(first.opacity * 100)}
          disabled={allLocked}
          label={(value) => `${value}%`}
          onChange={(value) => store.run('element.setProperty', { patch: { opacity: value / 100 } })}
          thumbLabel={t('properties.opacity')}
        />
      </div>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={allLocked ? <IconLockOpen size={14} /> : <IconLock size={14} />}
          onClick={() => store.run(allLocked ? 'element.unlock' : 'element.lock')}
          data-testid="toggle-lock"
        >
          {allLocked ? t('properties.unlock') : t('properties.lock')}
        </Button>
      </Group>
    </Stack>
  );
}
