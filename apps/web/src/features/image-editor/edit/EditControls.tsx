import { ActionIcon, Button, Group, Slider, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconFlipHorizontal, IconFlipVertical, IconRestore, IconRotate2, IconRotateClockwise2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENTS, flipped, rotated, type Adjustment, type EditState } from './editState';

interface EditControlsProps {
  state: EditState;
  /** A finished change: goes into the undo history. */
  onCommit: (state: EditState) => void;
  /** A slider being dragged: previewed, committed when released. */
  onLive: (state: EditState) => void;
  onUndo: () => void;
  onRedo: () => void;
  onReset: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/** Turn, mirror, five tone sliders (−100..100, keyboard operable), undo, redo and reset. */
export function EditControls({ state, onCommit, onLive, onUndo, onRedo, onReset, canUndo, canRedo }: EditControlsProps) {
  const { t } = useTranslation('imageEditor');
  const icon = (label: string, testId: string, Icon: typeof IconRotate2, action: () => void, disabled = false) => (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={action} disabled={disabled} data-testid={testId}>
        <Icon size={18} />
      </ActionIcon>
    </Tooltip>
  );
  const slider = (key: Adjustment) => (
    <div key={key}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" id={`edit-${key}`}>
          {t(`edit.${key}`)}
        </Text>
        <Text size="sm" c="dimmed" data-testid={`edit-${key}-value`}>
          {state[key]}
        </Text>
      </Group>
      <Slider
        value={state[key]}
        min={-100}
        max={100}
        step={1}
        label={null}
        onChange={(value) => onLive({ ...state, [key]: value })}
        onChangeEnd={(value) => onCommit({ ...state, [key]: value })}
        thumbProps={{ 'aria-labelledby': `edit-${key}` }}
      />
    </div>
  );
  return (
    <Stack gap="md">
      <Group gap="xs">
        {icon(t('edit.rotateLeft'), 'edit-rotate-left', IconRotate2, () => onCommit(rotated(state, -1)))}
        {icon(t('edit.rotateRight'), 'edit-rotate-right', IconRotateClockwise2, () => onCommit(rotated(state, 1)))}
        {icon(t('edit.flipH'), 'edit-flip-h', IconFlipVertical, () => onCommit(flipped(state, 'flipH')))}
        {icon(t('edit.flipV'), 'edit-flip-v', IconFlipHorizontal, () => onCommit(flipped(state, 'flipV')))}
      </Group>
      {ADJUSTMENTS.map(slider)}
      <Group gap="xs">
        {icon(t('edit.undo'), 'edit-undo', IconArrowBackUp, onUndo, !canUndo)}
        {icon(t('edit.redo'), 'edit-redo', IconArrowForwardUp, onRedo, !canRedo)}
        <Button variant="subtle" color="gray" leftSection={<IconRestore size={16} />} onClick={onReset} data-testid="edit-reset">
          {t('edit.reset')}
        </Button>
      </Group>
    </Stack>
  );
}
