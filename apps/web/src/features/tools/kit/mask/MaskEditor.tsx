import { ActionIcon, Button, Group, SegmentedControl, Slider, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowForwardUp, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../../../common/api/useFileUrl';
import { MaskBrushCanvas, type MaskBrushHandle } from './MaskBrushCanvas';
import { MaskPainter } from './MaskPainter';
import { emptyHistory, pushStroke, redo, undo, type MaskStroke } from './maskStrokes';
import { useLoadedImage } from './useLoadedImage';

interface MaskEditorProps {
  photoUrl: string;
  /**
   * `cutout`: the mask is what stays (a cut-out's alpha, shown as the cut-out itself);
   * `selection`: the mask is the area to work on (white-on-black, shown in red over the photo).
   */
  variant?: 'cutout' | 'selection';
  /** The starting mask: a cut-out (alpha) for `cutout`, a white-on-black mask for `selection` (optional). */
  maskUrl?: string;
  saving: boolean;
  onSave: (mask: Blob) => void;
  /** The button's words; "Save as a new version" by default. */
  actionLabel?: string;
  /** Allow the action with no stroke (a detected mask used as it is). */
  allowUnchanged?: boolean;
}

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3];

/** Restore or erase parts of a cut-out with a brush: size, undo/redo (Ctrl+Z, Ctrl+Shift+Z), zoom. */
export function MaskEditor({ photoUrl, variant = 'cutout', maskUrl, saving, onSave, actionLabel, allowUnchanged = false }: MaskEditorProps) {
  const { t } = useTranslation('toolkit');
  const photo = useLoadedImage(useFileUrl(photoUrl));
  const initialMask = useLoadedImage(useFileUrl(maskUrl));
  const selection = variant === 'selection';
  const brush = useRef<MaskBrushHandle>(null);
  const [history, setHistory] = useState(emptyHistory);
  const [mode, setMode] = useState<MaskStroke['mode']>(selection ? 'restore' : 'erase');
  const [size, setSize] = useState(40);
  const [zoomIndex, setZoomIndex] = useState(2);
  const [showRemoved, setShowRemoved] = useState(true);

  useHotkeys([
    ['mod+Z', () => setHistory(undo)],
    ['mod+shift+Z', () => setHistory(redo)],
    ['mod+Y', () => setHistory(redo)],
    ['[', () => setSize((value) => Math.max(4, value - 8))],
    [']', () => setSize((value) => Math.min(400, value + 8))],
  ]);

  if (!photo || (maskUrl && !initialMask)) return <Text c="dimmed">{t('edit.loading')}</Text>;

  return (
    <Stack gap="md">
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value)}
          data={
            selection
              ? [
                  { value: 'restore', label: t('edit.paint') },
                  { value: 'erase', label: t('edit.unpaint') },
                ]
              : [
                  { value: 'erase', label: t('edit.erase') },
                  { value: 'restore', label: t('edit.restore') },
                ]
          }
        />
        <Group gap="xs" w={220}>
          <Text size="sm">{t('edit.brush')}</Text>
          <Slider value={size} onChange={setSize} min={4} max={400} style={{ flex: 1 }} thumbLabel={t('edit.brush')} />
        </Group>
        <Group gap={4}>
          <Tooltip label={t('edit.undo')}>
            <ActionIcon variant="default" onClick={() => setHistory(undo)} disabled={history.done.length === 0} aria-label={t('edit.undo')}>
              <IconArrowBackUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('edit.redo')}>
            <ActionIcon variant="default" onClick={() => setHistory(redo)} disabled={history.undone.length === 0} aria-label={t('edit.redo')}>
              <IconArrowForwardUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('edit.zoomOut')}>
            <ActionIcon variant="default" onClick={() => setZoomIndex((index) => Math.max(0, index - 1))} aria-label={t('edit.zoomOut')}>
              <IconZoomOut size={16} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" w={48} ta="center">
            {Math.round(ZOOMS[zoomIndex] * 100)}%
          </Text>
          <Tooltip label={t('edit.zoomIn')}>
            <ActionIcon variant="default" onClick={() => setZoomIndex((index) => Math.min(ZOOMS.length - 1, index + 1))} aria-label={t('edit.zoomIn')}>
              <IconZoomIn size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Switch checked={showRemoved} onChange={(event) => setShowRemoved(event.currentTarget.checked)} label={selection ? t('edit.showMask') : t('edit.showRemoved')} />
      </Group>
      {selection ? (
        <MaskPainter
          ref={brush}
          photo={photo}
          initialMask={initialMask}
          history={history}
          onStroke={(stroke) => setHistory((current) => pushStroke(current, stroke))}
          mode={mode}
          brushSize={size}
          zoom={ZOOMS[zoomIndex]}
          showMask={showRemoved}
        />
      ) : initialMask ? (
        <MaskBrushCanvas
          ref={brush}
          photo={photo}
          initialMask={initialMask}
          history={history}
          onStroke={(stroke) => setHistory((current) => pushStroke(current, stroke))}
          mode={mode}
          brushSize={size}
          zoom={ZOOMS[zoomIndex]}
          showRemoved={showRemoved}
        />
      ) : null}
      <Group justify="flex-end">
        <Button loading={saving} disabled={!allowUnchanged && history.done.length === 0} onClick={() => void brush.current?.exportMask().then(onSave)} data-testid="save-mask">
          {actionLabel ?? t('edit.save')}
        </Button>
      </Group>
    </Stack>
  );
}
