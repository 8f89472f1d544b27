import { Button, Checkbox, Group, Image, NumberInput, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { OUTPUT_LIMITS } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFileUrl } from '../../../common/api/useFileUrl';
import { EditorLayout } from '../components/EditorLayout';
import { EditorResult } from '../components/EditorResult';
import { useEditorSave } from '../hooks/useEditorSave';
import { lockedSize } from '../resizeTarget';
import { sizePresetGroups } from '../sizePresetGroups';
import { ColorField } from '../../../common/components/ColorField';

type Mode = 'pixels' | 'percent' | 'preset';

/** Resize: exact pixels (aspect lock), percent, or a marketplace size; pad with a colour or crop. Saves a new image. */
export function ImageResizePage() {
  const { t } = useTranslation('imageEditor');
  const { t: tk } = useTranslation('toolkit');
  const { imageId = '' } = useParams();
  // The full file, so the sizes shown are the image's own (a thumbnail would report its own).
  const preview = useFileUrl(`/api/files/${imageId}`);
  const [original, setOriginal] = useState<{ width: number; height: number } | null>(null);
  const [mode, setMode] = useState<Mode>('preset');
  const [size, setSize] = useState({ width: 900, height: 1200 });
  const [locked, setLocked] = useState(true);
  const [percent, setPercent] = useState(50);
  const [presetId, setPresetId] = useState<string>('portrait-3-4-900');
  const [fit, setFit] = useState<'pad' | 'crop'>('pad');
  const [background, setBackground] = useState('#ffffff');
  const result = useEditorSave(imageId);

  const setSide = (side: 'width' | 'height', value: number) => setSize(locked && original ? lockedSize(original, side, value) : { ...size, [side]: value });
  const target = () => {
    if (mode === 'percent') return { percent };
    if (mode === 'preset') return { sizeId: presetId };
    return locked ? { width: size.width } : { width: size.width, height: size.height };
  };

  const save = () => result.save({ operation: { type: 'resize', ...target(), fit, background } });

  return (
    <EditorLayout imageId={imageId} page="resize" title={t('resize.title')} subtitle={t('resize.subtitle')}>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          {preview ? <Image src={preview} alt={t('original')} mah={260} w="auto" fit="contain" onLoad={(event) => setOriginal({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })} /> : null}
          {original ? <Text size="sm" c="dimmed">{t('resize.current', { width: original.width, height: original.height })}</Text> : null}
          <SegmentedControl value={mode} onChange={(value) => setMode(value)} aria-label={t('resize.mode')} data={(['preset', 'pixels', 'percent'] as const).map((value) => ({ value, label: t(`resize.modes.${value}`) }))} />
          {mode === 'preset' ? (
            <Select
              label={t('resize.preset')}
              value={presetId}
              onChange={(value) => value && setPresetId(value)}
              allowDeselect={false}
              data={sizePresetGroups((shape, ratio) => tk(`sizes.${shape}`, { ratio }))}
              maxDropdownHeight={360}
              data-testid="resize-preset"
              w={280}
            />
          ) : null}
          {mode === 'pixels' ? (
            <Group align="end">
              <NumberInput label={t('resize.width')} value={size.width} min={1} max={OUTPUT_LIMITS.maxSide} onChange={(value) => setSide('width', Number(value) || 1)} w={140} />
              <NumberInput label={t('resize.height')} value={size.height} min={1} max={OUTPUT_LIMITS.maxSide} onChange={(value) => setSide('height', Number(value) || 1)} w={140} />
              <Checkbox label={t('resize.lock')} checked={locked} onChange={(event) => setLocked(event.currentTarget.checked)} />
            </Group>
          ) : null}
          {mode === 'percent' ? <NumberInput label={t('resize.percent')} value={percent} min={1} max={1000} suffix=" %" onChange={(value) => setPercent(Number(value) || 100)} w={160} /> : null}
          {mode !== 'percent' && !(mode === 'pixels' && locked) ? (
            <Group align="end">
              <SegmentedControl value={fit} onChange={(value) => setFit(value)} aria-label={t('resize.fit')} data={[{ value: 'pad', label: t('resize.fits.pad') }, { value: 'crop', label: t('resize.fits.crop') }]} />
              {fit === 'pad' ? <ColorField label={t('resize.background')} value={background} format="hex" onChange={setBackground} w={160} /> : null}
            </Group>
          ) : null}
          <Button onClick={() => void save()} w="fit-content" loading={result.saving} data-testid="resize-save">
            {t('save')}
          </Button>
        </Stack>
      </Paper>
      {result.jobId || result.startError ? <EditorResult imageId={imageId} page="resize" job={result.job} startError={result.startError} onRetry={() => void result.retry()} /> : null}
    </EditorLayout>
  );
}
