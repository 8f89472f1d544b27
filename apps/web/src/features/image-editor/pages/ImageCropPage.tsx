import { ActionIcon, Alert, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCrop, IconMaximize, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFileUrl } from '../../../common/api/useFileUrl';
import { useLoadedImage } from '../../tools';
import { EditorLayout } from '../components/EditorLayout';
import { EditorResult } from '../components/EditorResult';
import { CROP_SHAPES, cropOperation, exactFits, findShape, initialRect, type CropShapeId, type Rect } from '../crop/cropGeometry';
import { CropStage } from '../crop/CropStage';
import { useEditorSave } from '../hooks/useEditorSave';

const ZOOMS = [1, 1.5, 2, 3, 4] as const;

/** Crop: free or fixed proportions (or the exact 900×1200 card), handles, zoom, keyboard; saves a new image. */
export function ImageCropPage() {
  const { imageId = '' } = useParams();
  return <ImageCropper key={imageId} imageId={imageId} />;
}

function ImageCropper({ imageId }: { imageId: string }) {
  const { t } = useTranslation('imageEditor');
  const src = useFileUrl(`/api/files/${imageId}`);
  const image = useLoadedImage(src);
  const result = useEditorSave(imageId);
  const [shapeId, setShapeId] = useState<CropShapeId>('free');
  const [rect, setRect] = useState<Rect | null>(null);
  const [zoomIndex, setZoomIndex] = useState(0);
  const shape = findShape(shapeId);

  if (!src || !image) {
    return (
      <EditorLayout imageId={imageId} page="crop" title={t('crop.title')} subtitle={t('crop.subtitle')}>
        <Text c="dimmed">{t('loading')}</Text>
      </EditorLayout>
    );
  }

  const size = { width: image.naturalWidth, height: image.naturalHeight };
  const exact = exactFits(shape, size);
  const area = rect ?? initialRect(size, shape);
  const choose = (id: CropShapeId) => {
    setShapeId(id);
    setRect(initialRect(size, findShape(id), { x: area.x + area.width / 2, y: area.y + area.height / 2 }));
  };
  const shapeLabel = (id: CropShapeId) => (id === 'free' || id === 'card-900' ? t(`crop.shapes.${id}`) : id);

  return (
    <EditorLayout imageId={imageId} page="crop" title={t('crop.title')} subtitle={t('crop.subtitle')}>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="end">
            <SegmentedControl value={shapeId} onChange={(id) => choose(id)} aria-label={t('crop.shape')} data={CROP_SHAPES.map(({ id }) => ({ value: id, label: shapeLabel(id) }))} data-testid="crop-shape" />
            <Group gap="xs" role="group" aria-label={t('crop.zoom')}>
              <ActionIcon variant="default" aria-label={t('crop.zoomOut')} disabled={zoomIndex === 0} onClick={() => setZoomIndex(zoomIndex - 1)}>
                <IconZoomOut size={16} />
              </ActionIcon>
              <Text size="sm" w={44} ta="center" aria-live="polite">
                {Math.round(ZOOMS[zoomIndex] * 100)}%
              </Text>
              <ActionIcon variant="default" aria-label={t('crop.zoomIn')} disabled={zoomIndex === ZOOMS.length - 1} onClick={() => setZoomIndex(zoomIndex + 1)}>
                <IconZoomIn size={16} />
              </ActionIcon>
              <ActionIcon variant="default" aria-label={t('crop.whole')} onClick={() => setRect(initialRect(size, shape))}>
                <IconMaximize size={16} />
              </ActionIcon>
            </Group>
          </Group>
          {shape.exact && !exact ? (
            <Alert color="yellow" variant="light">
              {t('crop.cardTooSmall')}
            </Alert>
          ) : null}
          <CropStage src={src} image={size} rect={area} onChange={setRect} ratio={shape.ratio} resizable={!exact} zoom={ZOOMS[zoomIndex]} />
          <Button leftSection={<IconCrop size={16} />} onClick={() => void result.save(cropOperation(area))} loading={result.saving} w="fit-content" data-testid="crop-save">
            {t('save')}
          </Button>
        </Stack>
      </Paper>
      {result.jobId || result.startError ? <EditorResult imageId={imageId} page="crop" job={result.job} startError={result.startError} onRetry={() => void result.retry()} /> : null}
    </EditorLayout>
  );
}
